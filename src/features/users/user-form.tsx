/**
 * The user edit form: Email Address, Name, Change Password with the
 * strength meter, and the API Settings checkboxes whose interplay is api-flags.ts. Save
 * Changes is enabled only when something changed and nothing needs fixing, and sends only
 * the changed fields. A refusal keeps everything typed and shows the server's message.
 */
import { Checkbox, Field, Fieldset, Flex, Input, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { getSession, startSession } from '@/auth/session';
import { useSession } from '@/auth/use-session';
import { PasswordField } from '@/components/password-field';
import { usePasswordScore } from '@/components/password-strength';
import { FormSaveFooter } from '@/components/form-save-footer';
import { showSnackbar } from '@/components/snackbar';
import type { AdminUser, AdminUserChanges } from '@/contract/admin-users';
import { passwordVerdict } from '@/lib/password-verdict';
import { useOnline } from '@/offline/connection';
import { toggleApiFlag, type ApiFlag, type ApiFlags } from './api-flags';
import { updateUser } from './api';
import { userWriteInvalidates } from './queries';
import { draftOf, userChanges, userProblems } from './user-changes';

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

  const save = useMutation({
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
    <Stack asChild gap="5">
      <form onSubmit={onSubmit} noValidate aria-label={`Edit ${user.name}`}>
        <Field.Root invalid={problems.email !== undefined}>
          <Field.Label>Email Address</Field.Label>
          <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" spellCheck={false} minH="44px" bg="bg" />
          {problems.email ? <Field.ErrorText>{problems.email}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root required invalid={problems.name !== undefined}>
          <Field.Label>
            Name <Field.RequiredIndicator />
          </Field.Label>
          <Input value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" minH="44px" bg="bg" />
          {problems.name ? <Field.ErrorText>{problems.name}</Field.ErrorText> : null}
        </Field.Root>
        <PasswordField value={password} onChange={setPassword} score={score} scoreFailed={failed} verdict={verdict} />
        <Fieldset.Root invalid={problems.flags !== undefined}>
          <Fieldset.Legend>API Settings</Fieldset.Legend>
          <Flex gap="6" wrap="wrap">
            {flagLabels.map(([flag, label]) => (
              <Checkbox.Root
                key={flag}
                checked={flags[flag]}
                onCheckedChange={(details) => setFlags((current) => toggleApiFlag(current, flag, details.checked === true))}
                minH="44px"
                colorPalette="brand"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Flex>
          {problems.flags ? <Fieldset.ErrorText>{problems.flags}</Fieldset.ErrorText> : null}
        </Fieldset.Root>
        <FormSaveFooter error={save.error} failed={save.isError} pending={save.isPending} hasChanges={Boolean(changes)} online={online} />
      </form>
    </Stack>
  );
}
