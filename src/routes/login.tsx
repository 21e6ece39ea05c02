import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';

const LoginSearch = v.object({ redirect: v.fallback(v.optional(v.string()), undefined) });

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearch,
  component: () => null,
});
