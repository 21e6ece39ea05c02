/**
 * The sign-in, sign-out and registration calls. Sign-in sends the console's
 * `mobile-version: -1`; a cloud sign-in of anyone but a global admin is refused with
 * "Not Authorized" (the server refuses it too).
 */
import { http, NOT_AUTHORIZED } from '@/api/http';
import { ApiError } from '@/api/api-error';
import { LocalSignInReply, SignInReply, type RegisterRequest } from '@/contract/auth';

const consoleHeaders = { 'mobile-version': '-1' };

export async function signInCloud(email: string, password: string): Promise<SignInReply> {
  const { data } = await http('/v3/authentication', {
    method: 'POST',
    body: { username: email.trim(), password },
    headers: consoleHeaders,
    token: null,
    schema: SignInReply,
  });
  if (data.cloudUser.is_global_admin !== 1 || data.cloudUser.premise_user === 1) {
    throw new ApiError(NOT_AUTHORIZED, { status: 403 });
  }
  return data;
}

export async function signInLocal(site: string, username: string, password: string): Promise<LocalSignInReply> {
  const { data } = await http('/v3/authentication_local', {
    method: 'POST',
    body: { site: site.trim().toUpperCase(), username: username.trim(), password },
    headers: consoleHeaders,
    token: null,
    schema: LocalSignInReply,
  });
  return data;
}

/** Invalidates the token on the server; a failure (offline, already expired) does not block signing out. */
export async function logout(token: string): Promise<void> {
  try {
    await http('/v3/logout', { method: 'POST', token, ignoreUnauthorized: true });
  } catch {
    // The token expires by itself; the local session is cleared regardless.
  }
}

export async function register(request: RegisterRequest): Promise<void> {
  await http('/v3/register', { method: 'POST', body: request, token: null });
}
