/**
 * The user edit form: Email Address, Name, Change Password with the
 * strength meter, and the API Settings checkboxes whose interplay is api-flags.ts. Save
 * Changes is enabled only when something changed and nothing needs fixing, and sends only
 * the changed fields. A refusal keeps everything typed and shows the server's message.
 */
import { useSubmitMutation } from '@/api/use-submit-mutation';
import { useState, type FormEvent } from 'react';
import { getSession, startSession } from '@/auth/session';
import { useSession } from '@/auth/use-session';
import { PasswordField } from '@/components/password-field';
import { usePasswordScore } from '@/components/password-strength';
import { FormSaveFooter } from '@/components/form-save-footer';
import { showSnackbar } from '@/components/snackbar';
import { Checkbox } from '@/components/ui/checkbox';
import { Fieldset, TextField } from '@/components/ui/field';
import type { AdminUser, AdminUserChanges } from '@/contract/admin-users';
import { passwordVerdict } from '@/lib/password-verdict';
import { useOnline } from '@/offline/connection';
import { toggleApiFlag, type ApiFlag, type ApiFlags } from './api-flags';
import { updateUser } from './api';
import { userWriteInvalidates } from './queries';
import { draftOf, userChanges, userProblems } from './user-changes';
import './users.css';

const flagLabels: [ApiFlag, string][] = [
  ['auctionUser', 'Auction User'],
  ['cloudUser', 'Cloud User'],
  ['cloudAdmin', 'Cloud Admin'],
];

/** The signed-in admin edited themself: the top bar shows the saved name at once. */
function refreshOwnSession(saved: AdminUser): void {
  const { user } = getSession();
  if (!user || user.id !== saved.id) return;
  const { access_token, ...cloudUser } = user;
  startSession({ access_token, cloudUser: { ...cloudUser, name: saved.name, email: saved.email } });
}

export function UserForm({ user }: { user: AdminUser }) {
  const initial = draftOf(user);
  const [email, setEmail] = useState(initial.email);
  const [name, setName] = useState(initial.name);
  const [password, setPassword] = useState('');
  const [flags, setFlags] = useState<ApiFlags>(initial.flags);
  const selfId = useSession().user?.id;
  const online = useOnline();
  const { score, failed } = usePasswordScore(password, [name, email, user.username ?? '']);
  const verdict = passwordVerdict(password, score);
  const draft = { email, name, password, flags };
  const problems = userProblems(user, draft, selfId);
  const changes = userChanges(user, draft, verdict, selfId);

  const save = useSubmitMutation({
    mutationFn: (toSend: AdminUserChanges) => updateUser(user.id, toSend),
    meta: { invalidates: userWriteInvalidates },
    onSuccess: (saved, sent) => {
      refreshOwnSession(saved);
      setPassword('');
      showSnackbar({ severity: 'success', message: sent.password ? `${saved.name} was saved, with the new password.` : `${saved.name} was saved.` });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (changes && online) save.mutate(changes);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Edit ${user.name}`} className="user-form">
      <TextField
        label="Email Address"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        error={problems.email}
      />
      <TextField label="Name" required value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" error={problems.name} />
      <PasswordField value={password} onChange={setPassword} score={score} scoreFailed={failed} verdict={verdict} />
      <Fieldset legend="API Settings" error={problems.flags}>
        <div className="user-flags">
          {flagLabels.map(([flag, label]) => (
            <Checkbox key={flag} checked={flags[flag]} onCheckedChange={(checked) => setFlags((current) => toggleApiFlag(current, flag, checked))}>
              {label}
            </Checkbox>
          ))}
        </div>
      </Fieldset>
      <FormSaveFooter error={save.error} failed={save.isError} pending={save.isPending} hasChanges={Boolean(changes)} online={online} />
    </form>
  );
}
