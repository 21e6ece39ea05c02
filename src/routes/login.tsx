import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginPage } from '@/features/auth/login-page';
import { SignInMode } from '@/features/auth/sign-in-mode';

const LoginSearch = v.object({
  redirect: v.fallback(v.optional(v.string()), undefined),
  mode: v.fallback(v.optional(SignInMode), undefined),
});

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearch,
  // Already signed in: nothing to do here.
  beforeLoad: ({ context }) => {
    if (context.session().user) throw redirect({ to: '/' });
  },
  component: LoginPage,
});
