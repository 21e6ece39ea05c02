/**
 * My Profile for a cloud admin: Name, Email Address (read-only) and Change Password with
 * the strength meter. Save sends only what changed, then reads the user back from
 * /v3/me into the stored session so the top bar shows the new name. Success is a
 * snackbar; a failure is the page alert.
 */
import { Button } from '@/components/ui/button';
import { useSubmitMutation } from '@/api/use-submit-mutation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { startSession } from '@/auth/session';
import { showPageAlert } from '@/components/page-alert-store';
import { LeaveGuard } from '@/components/leave-guard';
import { usePasswordScore } from '@/components/password-strength';
import { showSnackbar } from '@/components/snackbar';
import { TextField } from '@/components/ui/field';
import type { StoredUser } from '@/contract/auth';
import { passwordVerdict } from '@/lib/password-verdict';
import { fetchMe, updateProfile, type ProfileChanges } from './api';
import { PasswordField } from '@/components/password-field';
import { nameProblem, profileChanges } from './profile-changes';
import './profile.css';

interface EditableProfileProps {
  user: StoredUser;
  focusPassword: boolean;
  onPasswordFocused: () => void;
}

export function EditableProfile({ user, focusPassword, onPasswordFocused }: EditableProfileProps) {
  const [name, setName] = useState(user.name);
  const [password, setPassword] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const { score, failed } = usePasswordScore(password, [user.name, user.email ?? '', user.username ?? '']);
  const verdict = passwordVerdict(password, score);
  const changes = profileChanges(user.name, { name, password }, verdict);
  const namePrompt = nameProblem(name);

  useEffect(() => {
    if (!focusPassword) return;
    // After the next frame: the profile menu gives the focus back to its button once it has
    // closed (a microtask after the click), which on this page already comes after this effect.
    const frame = requestAnimationFrame(() => {
      passwordRef.current?.focus();
      onPasswordFocused();
    });
    return () => cancelAnimationFrame(frame);
  }, [focusPassword, onPasswordFocused]);

  const save = useSubmitMutation({
    mutationFn: async (toSend: ProfileChanges) => {
      await updateProfile(user.id, toSend);
      // The session keeps its token; only the user document is refreshed.
      startSession({ access_token: user.access_token, cloudUser: await fetchMe() });
    },
    onSuccess: (_, sent) => {
      setPassword('');
      setName((current) => current.trim());
      showSnackbar({ severity: 'success', message: sent.password ? 'Your profile and password were saved.' : 'Your profile was saved.' });
    },
    onError: (error) => showPageAlert({ status: 'error', message: error.message }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (changes) save.mutate(changes);
  };

  return (
    <form className="profile-form" onSubmit={onSubmit} noValidate aria-label="My Profile">
      <TextField label="Name" required value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" error={namePrompt} />
      <TextField label="Email Address" value={user.email ?? ''} readOnly />
      <PasswordField value={password} onChange={setPassword} score={score} scoreFailed={failed} verdict={verdict} inputRef={passwordRef} />
      <div className="profile-actions">
        <Button type="submit" colorPalette="brand" disabled={!changes} loading={save.isPending} loadingText="Saving…">
          Save
        </Button>
      </div>
      <LeaveGuard when={(name !== user.name || password !== '') && !save.isPending} />
    </form>
  );
}
