/**
 * The signed-in session: the stored user (with its token), the install info and the
 * premise configuration, each in its own localStorage key (`sessionKeys`). Read
 * back and re-validated at start-up (a tampered or outdated entry is dropped, not
 * trusted), shared across tabs through the storage event, cleared whole on sign-out, with the
 * copy of the signed-in frame (`shellSnapshotKey`).
 */
import * as v from 'valibot';
import { InstallInfo, PremiseConfig, StoredUser, type LocalSignInReply, type SignInReply } from '@/contract/auth';
import { sessionKeys, shellSnapshotKey } from './storage-keys';
import { forgetDrafts } from '@/lib/drafts';

export { sessionKeys, shellSnapshotKey };
const reasonKey = 'lot-console.sign-out-reason';

export const sessionExpiredMessage = 'Your session has expired. Please sign in again.';

export interface Session {
  user: StoredUser | null;
  installInfo: InstallInfo | null;
  premiseConfig: PremiseConfig | null;
}

function read<S extends v.GenericSchema>(key: string, schema: S): v.InferOutput<S> | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = v.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

function readSession(): Session {
  return {
    user: read(sessionKeys.user, StoredUser),
    installInfo: read(sessionKeys.installInfo, InstallInfo),
    premiseConfig: read(sessionKeys.premiseConfig, PremiseConfig),
  };
}

let session: Session = readSession();
const listeners = new Set<() => void>();

function publish(next: Session): void {
  session = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return session;
}

export function sessionToken(): string | null {
  return session.user?.access_token ?? null;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function write(key: string, value: unknown): void {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(value));
}

/** Stores a successful sign-in. */
export function startSession(reply: SignInReply | LocalSignInReply): void {
  const next: Session = {
    user: { ...reply.cloudUser, access_token: reply.access_token },
    installInfo: 'install_info' in reply ? reply.install_info : null,
    premiseConfig: 'config' in reply ? reply.config : null,
  };
  write(sessionKeys.user, next.user);
  write(sessionKeys.installInfo, next.installInfo);
  write(sessionKeys.premiseConfig, next.premiseConfig);
  sessionStorage.removeItem(reasonKey);
  publish(next);
}

/** Why a session ended by itself, as the sign-in page says it: the message, and what it adds under it. */
export interface SignOutReason {
  title: string;
  detail: string | null;
}

let detailOnExpiry: () => string | null = () => null;

/**
 * What the sign-in page adds under "Your session has expired" (the changes the device keeps to
 * send): told by the signed-in shell, which watches the outbox; the entry asks at the expiry.
 */
export function setExpiryDetail(detail: () => string | null): () => void {
  detailOnExpiry = detail;
  return () => {
    if (detailOnExpiry === detail) detailOnExpiry = () => null;
  };
}

export function expiryDetail(): string | null {
  return detailOnExpiry();
}

/** Clears the user, install info and premise config; `reason` (and its `detail`) is shown on the sign-in page. */
export function endSession(reason?: string, detail?: string | null): void {
  for (const key of Object.values(sessionKeys)) localStorage.removeItem(key);
  localStorage.removeItem(shellSnapshotKey);
  if (reason) sessionStorage.setItem(reasonKey, JSON.stringify({ title: reason, detail: detail ?? null } satisfies SignOutReason));
  publish({ user: null, installInfo: null, premiseConfig: null });
}

/**
 * A sign-out by the user: the session ends and the tab forgets the texts being written
 * (lib/drafts.ts). An expired session, or a refused sign-in after one, keeps them for the same
 * user's next sign-in (ADR 0105).
 */
export function endSessionByUser(): void {
  endSession();
  forgetDrafts();
}

/** The reason of the last forced sign-out (an expired session), read once. */
export function takeSignOutReason(): SignOutReason | null {
  const stored = sessionStorage.getItem(reasonKey);
  sessionStorage.removeItem(reasonKey);
  if (stored === null) return null;
  try {
    const parsed = JSON.parse(stored) as Partial<SignOutReason>;
    return typeof parsed.title === 'string' ? { title: parsed.title, detail: typeof parsed.detail === 'string' ? parsed.detail : null } : null;
  } catch {
    return null;
  }
}

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(sessionKeys) as string[]).includes(event.key)) publish(readSession());
  });
}
