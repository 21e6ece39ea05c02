import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '@/components/app-shell/app-shell';
import { requireSignedIn } from '@/auth/guards';

export const Route = createFileRoute('/_signed-in')({
  beforeLoad: ({ context, location }) => requireSignedIn(context, location.href),
  component: AppShell,
});
