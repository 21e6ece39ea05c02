/**
 * Registration (/register): first name, last name, username and password, all required,
 * the password held to the platform's rules (8 characters, zxcvbn score 2) with the
 * strength meter, which loads zxcvbn on the first keystroke. The new account is a cloud
 * user without console access until an administrator grants it, which the page says.
 */
import { useSubmitMutation } from '@/api/use-submit-mutation';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/api/api-error';
import { register } from '@/auth/api';
import { showSnackbar } from '@/components/snackbar';
import { TextField } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import { PasswordStrength, usePasswordScore } from '@/components/password-strength';
import { RegisterRequest } from '@/contract/auth';
import { minimumPasswordLength } from '@/contract/password-rules';
import { passwordVerdict } from '@/lib/password-verdict';
import { AuthCard } from './auth-card';
import { authField } from './auth-field';
import { checkForm } from './sign-in-fields';
import { TextLink } from './text-link';

type FieldName = 'first_name' | 'last_name' | 'username' | 'password';
const fieldOrder: FieldName[] = ['first_name', 'last_name', 'username', 'password'];

export const accountCreatedMessage = 'Account created. An administrator must grant access before you can use the console.';

export function RegisterPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<FieldName, string>>({ first_name: '', last_name: '', username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  // The server counts the user's own names as guessable; so does the meter.
  const strength = usePasswordScore(values.password, [values.first_name, values.last_name, values.username]);

  const create = useSubmitMutation({
    mutationFn: register,
    // The message is about the sign-in page: shown once it is open (a new page ends the old one's snackbars).
    onSuccess: async () => {
      await navigate({ to: '/login' });
      showSnackbar({ severity: 'success', message: accountCreatedMessage });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) setErrors({ username: error.message });
      showSnackbar({ severity: 'error', message: error.message });
    },
  });

  const change = (name: FieldName) => (value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const checked = checkForm(RegisterRequest, values);
    const found: Partial<Record<FieldName, string>> = checked.ok ? {} : { ...checked.errors };
    // While zxcvbn is still loading the verdict is "pending": the server judges strength then.
    const verdict = passwordVerdict(values.password, strength.score);
    if (found.password === undefined && 'message' in verdict) found.password = verdict.message;
    const first = fieldOrder.find((name) => found[name] !== undefined);
    if (!checked.ok || first !== undefined) {
      setErrors(found);
      const element = first ? event.currentTarget.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    setErrors({});
    create.mutate(checked.output);
  }

  const field = (name: FieldName) => ({ ...authField(name, values[name], change(name), errors[name]), disabled: create.isPending });

  return (
    <AuthCard title="Create an account" footer={<TextLink to="/login">Cancel</TextLink>}>
      <form className="auth-form" noValidate onSubmit={submit} aria-label="Create an account">
        <div className="auth-stack">
          <div className="auth-row">
            <TextField label="First Name" {...field('first_name')} autoComplete="given-name" autoFocus />
            <TextField label="Last Name" {...field('last_name')} autoComplete="family-name" />
          </div>
          <TextField
            label="Username"
            {...field('username')}
            hint="Your e-mail address is best: Admin sign-in asks for it."
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <TextField
            label="Password"
            {...field('password')}
            type="password"
            autoComplete="new-password"
            hint={`At least ${minimumPasswordLength} characters, hard to guess.`}
          >
            <PasswordStrength password={values.password} score={strength.score} failed={strength.failed} />
          </TextField>
          <Button type="submit" colorPalette="brand" size="lg" className="auth-submit" loading={create.isPending} loadingText="Creating the account…">
            Create account
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
