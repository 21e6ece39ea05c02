import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module per test: the witness keeps its state in the module. */
async function witness() {
  vi.resetModules();
  return import('./connection');
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the connection witness', () => {
  it('a call with no answer makes the app offline though the browser says online, and a later answer makes it online', async () => {
    const { isOnline, reportSendOutcome, subscribeConnection } = await witness();
    const changes: boolean[] = [];
    const stop = subscribeConnection(() => changes.push(isOnline()));
    expect(isOnline()).toBe(true);
    reportSendOutcome(false);
    reportSendOutcome(false);
    reportSendOutcome(true);
    expect(changes).toEqual([false, true]);
    stop();
  });

  it('asks the readiness check while offline that way, 1 s after, then every 2 and 4 s up to 5 s, and is online once it answers', async () => {
    const { isOnline, reportSendOutcome, setConnectionProbe } = await witness();
    const asked: number[] = [];
    let answers = false;
    setConnectionProbe(async () => {
      asked.push(Date.now());
      return answers;
    });
    const start = Date.now();
    reportSendOutcome(false);
    for (let i = 0; i < 4; i++) await vi.advanceTimersToNextTimerAsync();
    expect(asked.map((at) => at - start)).toEqual([1000, 3000, 7000, 12000]);
    expect(isOnline()).toBe(false);
    answers = true;
    await vi.advanceTimersToNextTimerAsync();
    expect(isOnline()).toBe(true);
    // Online again: no more questions.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toHaveLength(5);
  });
});
