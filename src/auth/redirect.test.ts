import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect';

const origin = 'https://console.example.com';

describe('safeRedirectTarget', () => {
  it.each([
    ['/vehicles', '/vehicles'],
    ['/vehicles?page=2&per_page=25#top', '/vehicles?page=2&per_page=25#top'],
    ['/dealers/12?tab=reps', '/dealers/12?tab=reps'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeRedirectTarget(raw, origin)).toBe(expected);
  });

  it.each([
    ['https://evil.example.com/phish'],
    ['//evil.example.com'],
    ['/\\evil.example.com'],
    ['javascript:alert(1)'],
    ['vehicles'],
    [''],
    [undefined],
    [42],
    ['/login'],
  ])('ignores %s', (raw) => {
    expect(safeRedirectTarget(raw, origin)).toBe('/');
  });
});
