/**
 * Signed image URLs. An <img> cannot send a bearer token, so the URLs the API hands
 * out for vehicle photos carry an HMAC of their path instead: only someone who was
 * given the URL by an authorised call can load the image. The secret comes from
 * IMAGE_URL_SECRET (share it between instances) or is drawn at start-up.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { numericSetting } from '../lib/settings.ts';

let secret: string | undefined;

/**
 * The signing key: IMAGE_URL_SECRET, or one drawn now. Kept in the environment, so the list
 * engine's read workers (list/read-pool.ts) sign with it too: server/index.ts asks for it before
 * they start, after checking that a server of several processes was given one.
 */
export function imageUrlKey(): string {
  return (secret ??= process.env.IMAGE_URL_SECRET ||= randomBytes(32).toString('hex'));
}

const mac = (path: string) => createHmac('sha256', imageUrlKey()).update(path).digest('base64url').slice(0, 32);

export function signPath(path: string): string {
  return `${path}?sig=${mac(path)}`;
}

export function verifyPath(path: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(mac(path));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Staff-only images (vehicle and damage photos) get URLs that expire: IMAGE_URL_TTL_HOURS
 * (default 12, like a sign-in; 1 to 168, anything else stops the start). The expiry is rounded
 * up to the next hour so a list fetched twice within the hour hands out the same URLs and the
 * browser's cache holds.
 */
export const staffImageUrlTtlSeconds = numericSetting('IMAGE_URL_TTL_HOURS') * 3600;

export function signExpiringPath(path: string, now = Date.now()): string {
  const expires = Math.ceil((now / 1000 + staffImageUrlTtlSeconds) / 3600) * 3600;
  return `${path}?exp=${expires}&sig=${mac(`${path}?exp=${expires}`)}`;
}

export function verifyExpiringPath(
  path: string,
  expires: string | undefined,
  signature: string | undefined,
  now = Date.now(),
): 'valid' | 'expired' | 'invalid' {
  if (!expires || !/^\d{1,12}$/.test(expires) || !verifyPath(`${path}?exp=${expires}`, signature)) return 'invalid';
  return Number(expires) * 1000 > now ? 'valid' : 'expired';
}
