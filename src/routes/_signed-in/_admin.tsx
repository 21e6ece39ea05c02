import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireRole } from '@/auth/guards';

export const Route = createFileRoute('/_signed-in/_admin')({
  beforeLoad: ({ context }) => requireRole(context, 'admin'),
  component: Outlet,
});
