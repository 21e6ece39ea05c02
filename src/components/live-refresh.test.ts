import { describe, expect, it } from 'vitest';
import { intervalText } from './live-refresh';

describe('the interval of a live screen, as people say it', () => {
  it('in seconds under a minute, in minutes above', () => {
    expect(intervalText(1_000)).toBe('every second');
    expect(intervalText(30_000)).toBe('every 30 s');
    expect(intervalText(60_000)).toBe('every minute');
    expect(intervalText(300_000)).toBe('every 5 min');
  });
});
