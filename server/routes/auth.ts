/**
 * Sign-in and sign-out: POST /v3/authentication (cloud, by e-mail),
 * POST /v3/authentication_local (auction staff, by site code and username),
 * POST /v3/logout (revokes the caller's token), POST /v3/register (a new cloud user).
 *
 * An unknown account and a wrong password get the same 401 after the same work;
 * failures are throttled per account and per client (throttle.ts).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { actorOf } from '../auth/middleware.ts';
import { decoyHash, hashPassword, verifyPassword } from '../auth/password.ts';
import { passwordRefusal } from '../auth/password-refusal.ts';
import { RegisterRequest, usernameKey } from '../../src/contract/auth.ts';
import { reserveAttempt, settleAttempt } from '../auth/throttle.ts';
import { issueToken, revokeToken } from '../auth/tokens.ts';
import { cloudUser, installInfo, siteList } from '../auth/user-reply.ts';
import { cloudSignInCandidate, createCloudUser, isNameTaken, localSignInCandidate, type SignInCandidate } from '../auth/users.ts';
import { isUniqueViolation } from '../db/query.ts';
import { readBody } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { clientAddress } from '../http/client-address.ts';
import { HttpError } from '../http/errors.ts';
import { effectiveConfig } from '../platform/configs.ts';

const field = (name: string) =>
  v.pipe(v.string(`${name} must be text`), v.trim(), v.minLength(1, `${name} is required`), v.maxLength(200, `${name} must be at most 200 characters`));

const CloudSignIn = v.object({ username: field('username'), password: v.pipe(v.string('password is required'), v.minLength(1, 'password is required')) });
const LocalSignIn = v.object({ ...CloudSignIn.entries, site: field('site') });

const invalid = () => new HttpError(401, 'Invalid username or password');
const takenName = () => new HttpError(409, 'That username is already taken');

export function authRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  /** Verifies the password with the same cost whether or not the account exists. */
  async function check(candidate: SignInCandidate | undefined, password: string, accountKey: string, client: string) {
    // Counted and recorded in one write before the password check: parallel guesses cannot all pass the ceiling.
    const attempt = await reserveAttempt(db, accountKey, client);
    const ok = await verifyPassword(password, candidate?.password_hash ?? (await decoyHash));
    await settleAttempt(db, attempt, ok && candidate !== undefined);
    if (!ok || !candidate) throw invalid();
    return candidate;
  }

  app.post('/authentication', async (c) => {
    const body = await readBody(c, CloudSignIn);
    const email = body.username.normalize('NFKC').toLowerCase();
    const candidate = await cloudSignInCandidate(db, email);
    const user = await check(candidate, body.password, `cloud:${email}`, clientAddress(c));
    // The console (mobile-version -1) is for global admins only: no token for anyone else.
    if (c.req.header('mobile-version') === '-1' && user.is_global_admin !== 1) throw new HttpError(403, 'Not Authorized');
    const access_token = await issueToken(db, user.id, null, 'cloud');
    return c.json({ access_token, token_type: 'Bearer', cloudUser: await cloudUser(db, user.id, null) });
  });

  app.post('/authentication_local', async (c) => {
    const body = await readBody(c, LocalSignIn);
    const siteCode = body.site.toUpperCase();
    const username = body.username.normalize('NFKC').toLowerCase();
    const candidate = await localSignInCandidate(db, username, siteCode);
    const user = await check(candidate, body.password, `local:${siteCode}:${username}`, clientAddress(c));
    const site = (await siteList(db, user.id, null)).find((s) => s.code === siteCode);
    if (!site) throw invalid();
    const access_token = await issueToken(db, user.id, site.id, 'local');
    return c.json({
      access_token,
      token_type: 'Bearer',
      cloudUser: await cloudUser(db, user.id, site.id),
      install_info: installInfo(site),
      config: await effectiveConfig(db, site.id),
    });
  });

  app.post('/logout', async (c) => {
    await revokeToken(db, actorOf(c).tokenId);
    return c.json({ response: { logged_out: true } });
  });

  /**
   * Registration creates a cloud user who is not an admin: they can sign in to the
   * platform's other clients, and a global admin can grant more in Cloud Users. The
   * username doubles as the e-mail when it is one (cloud sign-in is by e-mail).
   */
  app.post('/register', async (c) => {
    const body = await readBody(c, RegisterRequest);
    const problem = passwordRefusal(body.password, [body.first_name, body.last_name, body.username]);
    if (problem) throw new HttpError(400, problem);
    const username = body.username.normalize('NFKC').toLowerCase();
    const key = usernameKey(username);
    // Only a refusal that tells whether a name exists counts (ADR 0023), per name and address like a sign-in.
    const attempt = await reserveAttempt(db, `register:${key}`, clientAddress(c), 'Too many registration attempts. Try again later.');
    if (await isNameTaken(db, key, username)) throw takenName();
    const name = `${body.first_name} ${body.last_name}`;
    const email = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(username) ? username : null;
    const hash = await hashPassword(body.password);
    let id: number;
    try {
      id = await createCloudUser(db, { name, username, email, passwordHash: hash });
    } catch (error) {
      // A parallel registration of the same name won the race: the unique indexes decide.
      if (isUniqueViolation(error)) throw takenName();
      throw error;
    }
    await settleAttempt(db, attempt, true);
    return c.json({ response: { id, username, name } }, 201);
  });

  app.get('/me', async (c) => {
    const actor = actorOf(c);
    return c.json({ response: await cloudUser(db, actor.userId, actor.siteIds[0] ?? null) });
  });

  return app;
}
