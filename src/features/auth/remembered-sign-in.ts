/**
 * "Remember my Username": the names of the last sign-in on this device, kept in
 * localStorage so the sign-in page can prefill them. Auction sign-in keeps the site code
 * and username, admin sign-in the e-mail; a sign-in with the box unticked forgets them all.
 * The mode of the last sign-in is kept either way (it names nobody), so a desk that signs
 * in as admin opens on the admin form. Passwords are never stored.
 */
import * as v from 'valibot';
import { SignInMode } from './sign-in-mode';

const storageKey = 'lot-console.remembered-sign-in';

const RememberedSignIn = v.object({
  mode: v.optional(SignInMode),
  site: v.optional(v.string()),
  username: v.optional(v.string()),
  email: v.optional(v.string()),
});
export type RememberedSignIn = v.InferOutput<typeof RememberedSignIn>;

export type SignedInAs = { mode: 'auction'; site: string; username: string } | { mode: 'admin'; email: string };

export function readRememberedSignIn(): RememberedSignIn {
  try {
    const raw = localStorage.getItem(storageKey);
    if (raw === null) return {};
    const parsed = v.safeParse(RememberedSignIn, JSON.parse(raw));
    return parsed.success ? parsed.output : {};
  } catch {
    return {};
  }
}

/** Whether the names of this mode are remembered (the box starts ticked then). */
export function isRemembered(remembered: RememberedSignIn, mode: SignInMode): boolean {
  return mode === 'auction' ? remembered.username !== undefined : remembered.email !== undefined;
}

/** Records a successful sign-in: its names when `remember`, else forgets every name. */
export function rememberSignIn(who: SignedInAs, remember: boolean): void {
  // Field by field, so nothing else the caller's object carries (a password) is ever written.
  const names = who.mode === 'auction' ? { site: who.site, username: who.username } : { email: who.email };
  const next: RememberedSignIn = remember ? { ...readRememberedSignIn(), mode: who.mode, ...names } : { mode: who.mode };
  try {
    localStorage.setItem(storageKey, JSON.stringify(next));
  } catch {
    // Private mode or full storage: nothing is remembered, which is safe.
  }
}
