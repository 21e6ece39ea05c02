import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireRole } from '@/auth/guards';

export const Route = createFileRoute('/_signed-in/_auction')({
  beforeLoad: ({ context }) => requireRole(context, 'auction'),
  component: Outlet,
});
