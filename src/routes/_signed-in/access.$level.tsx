import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_signed-in/access/$level')({
  component: () => null,
});
