/**
 * The sign-in page (/login): auction staff or admin sign-in, switched by a link that
 * keeps the mode in the URL (?mode=), starting from the mode last used on this device.
 * Shows the environment (and the selector in Development) and why the visitor was
 * signed out, when a session ended by itself.
 */
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { takeSignOutReason } from '@/auth/session';
import { Notice } from '@/components/ui/notice';
import { AuthCard } from './auth-card';
import { EnvironmentPicker } from './environment-picker';
import { readRememberedSignIn } from './remembered-sign-in';
import { signInTitles } from './sign-in-mode';
import { SignInForm } from './sign-in-form';
import { TextLink } from './text-link';

export function LoginPage() {
  const search = useSearch({ from: '/login' });
  // Read once per visit: the reason is shown until the visitor leaves the page.
  const [signOutReason] = useState(takeSignOutReason);
  const [remembered] = useState(readRememberedSignIn);
  const mode = search.mode ?? remembered.mode ?? 'auction';
  const other = mode === 'auction' ? 'admin' : 'auction';

  return (
    <AuthCard
      title={signInTitles[mode]}
      header={<EnvironmentPicker />}
      footer={
        <>
          <TextLink to="/login" search={{ redirect: search.redirect, mode: other }} replace>
            {signInTitles[other]}
          </TextLink>
          <TextLink to="/register">Create an account</TextLink>
        </>
      }
    >
      {signOutReason !== null ? (
        <Notice status="warning" title={signOutReason.title}>
          {signOutReason.detail}
        </Notice>
      ) : null}
      {/* Keyed by mode: switching starts the other form fresh, focused on its first field. */}
      <SignInForm key={mode} mode={mode} remembered={remembered} redirect={search.redirect} />
    </AuthCard>
  );
}
