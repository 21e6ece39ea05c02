/** Which address the throttles count: the connection's, or the client a trusted proxy names. */
import { describe, expect, it } from 'vitest';
import { forwardedClient, trustedProxiesFromEnv } from './client-address.ts';

describe('the client address', () => {
  const nginx = new Set(['127.0.0.1', '10.0.0.5']);

  it('is the connection when it is not a trusted proxy, whatever X-Forwarded-For claims', () => {
    expect(forwardedClient('203.0.113.9', '198.51.100.1', nginx)).toBe('203.0.113.9');
    expect(forwardedClient('::ffff:203.0.113.9', undefined, nginx)).toBe('203.0.113.9');
  });

  it('is the address a trusted proxy saw: the right end of X-Forwarded-For, not what the client wrote in front', () => {
    // A client sent "X-Forwarded-For: 1.2.3.4"; nginx appended the address it saw.
    expect(forwardedClient('127.0.0.1', '1.2.3.4, 198.51.100.7', nginx)).toBe('198.51.100.7');
    expect(forwardedClient('::ffff:127.0.0.1', '198.51.100.7', nginx)).toBe('198.51.100.7');
    // Two trusted proxies in a row: the first untrusted address from the right.
    expect(forwardedClient('127.0.0.1', '198.51.100.7, 10.0.0.5', nginx)).toBe('198.51.100.7');
    expect(forwardedClient('127.0.0.1', '2001:DB8::1', nginx)).toBe('2001:db8::1');
  });

  it('stops at a proxy that forwarded something that is not an address, or nothing', () => {
    expect(forwardedClient('127.0.0.1', 'unknown', nginx)).toBe('127.0.0.1');
    expect(forwardedClient('127.0.0.1', '', nginx)).toBe('127.0.0.1');
  });

  it('takes TRUSTED_PROXIES as addresses separated by commas, and refuses anything else', () => {
    expect(trustedProxiesFromEnv(undefined)).toEqual([]);
    expect(trustedProxiesFromEnv(' 127.0.0.1, ::1 ,')).toEqual(['127.0.0.1', '::1']);
    expect(() => trustedProxiesFromEnv('127.0.0.1, nginx.local')).toThrow('"nginx.local" is not one');
  });
});
