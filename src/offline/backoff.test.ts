import { describe, expect, it } from 'vitest';
import { backoffMaxMs, parseRetryAfter, retryDelay } from './backoff';
import { classifyStatus } from './classify';

describe('retryDelay', () => {
  it('doubles with each attempt, between half and all of the step', () => {
    expect(retryDelay(1, () => 0)).toBe(500);
    expect(retryDelay(1, () => 1)).toBe(1000);
    expect(retryDelay(2, () => 0)).toBe(1000);
    expect(retryDelay(4, () => 1)).toBe(8000);
  });

  it('is capped, however many attempts failed, and never overflows', () => {
    expect(retryDelay(50, () => 1)).toBe(backoffMaxMs);
    expect(retryDelay(10_000, () => 0)).toBe(backoffMaxMs / 2);
  });

  it('spreads clients out (jitter)', () => {
    const delays = new Set([0.1, 0.4, 0.9].map((r) => retryDelay(5, () => r)));
    expect(delays.size).toBe(3);
  });

  it("waits at least as long as the server's Retry-After, within reason", () => {
    expect(retryDelay(1, () => 0, 20_000)).toBe(20_000);
    expect(retryDelay(6, () => 1, 100)).toBe(32_000);
    expect(retryDelay(1, () => 0, 10 ** 9)).toBe(10 * backoffMaxMs);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('30')).toBe(30_000);
    expect(parseRetryAfter(new Date(61_000).toUTCString(), 1_000)).toBe(60_000);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });
});

describe('classifyStatus', () => {
  it.each([
    [200, 'done'],
    [201, 'done'],
    [0, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [501, 'refused'],
    [429, 'retry'],
    [409, 'retry'],
    [408, 'retry'],
    [401, 'signed-out'],
    [400, 'refused'],
    [403, 'refused'],
    [404, 'refused'],
    [413, 'refused'],
    [422, 'refused'],
  ] as const)('%i → %s', (status, outcome) => {
    expect(classifyStatus(status)).toBe(outcome);
  });
});
