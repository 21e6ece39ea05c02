/**
 * The sign-in form of one mode: auction staff (site code, username, password) or admin
 * (e-mail, password). Checks the fields before any call; on success stores the session,
 * remembers the names when asked and goes to the page first asked for (same origin only);
 * on failure clears any user state and shows the reason in an error snackbar.
 */
import { useSubmitMutation } from '@/api/use-submit-mutation';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/api/api-error';
import { signInCloud, signInLocal } from '@/auth/api';
import { safeRedirectTarget } from '@/auth/redirect';
import { endSession, startSession } from '@/auth/session';
import { showSnackbar } from '@/components/snackbar';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import { currentEnvironment } from '@/lib/environments';
import { isRemembered, rememberSignIn, type RememberedSignIn, type SignedInAs } from './remembered-sign-in';
import { authField } from './auth-field';
import { AdminSignIn, AuctionSignIn, checkForm } from './sign-in-fields';
import type { SignInMode } from './sign-in-mode';

interface SignInFormProps {
  mode: SignInMode;
  remembered: RememberedSignIn;
  /** The page to return to after sign-in (checked by safeRedirectTarget). */
  redirect: string | undefined;
}

type Attempt = SignedInAs & { password: string; remember: boolean };
type FieldName = 'site' | 'username' | 'email' | 'password';

const fieldOrder: Record<SignInMode, FieldName[]> = {
  auction: ['site', 'username', 'password'],
  admin: ['email', 'password'],
};

function failureMessage(error: Error): string {
  if (error instanceof ApiError && error.isNetworkError) {
    return `Cannot reach the ${currentEnvironment().name} server. Check the connection and try again.`;
  }
  return error.message;
}

export function SignInForm({ mode, remembered, redirect }: SignInFormProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<FieldName, string>>({
    site: remembered.site ?? '',
    username: remembered.username ?? '',
    email: remembered.email ?? '',
    password: '',
  });
  const [remember, setRemember] = useState(() => isRemembered(remembered, mode));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  const signIn = useSubmitMutation({
    mutationFn: (attempt: Attempt) =>
      attempt.mode === 'auction' ? signInLocal(attempt.site, attempt.username, attempt.password) : signInCloud(attempt.email, attempt.password),
    onSuccess: (reply, attempt) => {
      startSession(reply);
      rememberSignIn(attempt, attempt.remember);
      // Returned so the button keeps its loading state until the next page is there.
      return navigate({ href: safeRedirectTarget(redirect), replace: true });
    },
    onError: (error) => {
      endSession();
      showSnackbar({ severity: 'error', message: failureMessage(error) });
    },
  });

  const change = (name: FieldName) => (value: string) => {
    setValues((previous) => ({ ...previous, [name]: name === 'site' ? value.toUpperCase() : value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signIn.isPending) return;
    const checked =
      mode === 'auction'
        ? checkForm(AuctionSignIn, { site: values.site, username: values.username, password: values.password })
        : checkForm(AdminSignIn, { email: values.email, password: values.password });
    if (!checked.ok) {
      const found: Partial<Record<FieldName, string>> = checked.errors;
      setErrors(found);
      const first = fieldOrder[mode].find((name) => found[name] !== undefined);
      const element = first ? event.currentTarget.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    setErrors({});
    const output = checked.output;
    signIn.mutate(
      'site' in output
        ? { mode: 'auction', site: output.site, username: output.username, password: output.password, remember }
        : { mode: 'admin', email: output.email, password: output.password, remember },
    );
  }

  // Focus goes to the first field still to fill in (after a remembered name, the password).
  const firstEmpty = fieldOrder[mode].find((name) => values[name] === '');
  const field = (name: FieldName) => ({
    ...authField(name, values[name], change(name), errors[name]),
    autoFocus: name === firstEmpty,
    disabled: signIn.isPending,
  });

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-label={mode === 'auction' ? 'Auction staff sign-in' : 'Admin sign-in'}>
      <div className="auth-stack">
        {mode === 'auction' ? (
          <>
            <TextField label="Site Code" {...field('site')} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
            <TextField label="Username" {...field('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
          </>
        ) : (
          <TextField label="E-mail" {...field('email')} type="email" inputMode="email" autoComplete="username" autoCapitalize="none" spellCheck={false} />
        )}
        <TextField label="Password" {...field('password')} type="password" autoComplete="current-password" />
        <Checkbox name="remember" checked={remember} onCheckedChange={setRemember} className="auth-checkbox">
          Remember my Username
        </Checkbox>
        <Button type="submit" colorPalette="brand" size="lg" className="auth-submit" loading={signIn.isPending} loadingText="Signing in…">
          Sign in
        </Button>
      </div>
    </form>
  );
}
