/**
 * Signed image URLs. An <img> cannot send a bearer token, so the URLs the API hands
 * out for vehicle photos carry an HMAC of their path instead: only someone who was
 * given the URL by an authorised call can load the image. The secret comes from
 * IMAGE_URL_SECRET (share it between instances) or is drawn at start-up.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Kept in the environment, so the list engine's read workers (util/read-pool.ts) sign with it too.
const secret = (process.env.IMAGE_URL_SECRET ??= randomBytes(32).toString('hex'));

const mac = (path: string) => createHmac('sha256', secret).update(path).digest('base64url').slice(0, 32);

export function signPath(path: string): string {
  return `${path}?sig=${mac(path)}`;
}

export function verifyPath(path: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(mac(path));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
