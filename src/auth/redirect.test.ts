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

  it('follows the sign-in page sent back to itself to the page it was to return to, and no further than a safe one', () => {
    expect(safeRedirectTarget('/login?redirect=%2Fvehicles%2F4433%2Finspections', origin)).toBe('/vehicles/4433/inspections');
    expect(safeRedirectTarget('/login?redirect=%2Flogin%3Fredirect%3D%252Fvehicles%252F4433', origin)).toBe('/vehicles/4433');
    expect(safeRedirectTarget('/login?redirect=https%3A%2F%2Fevil.example.com', origin)).toBe('/');
  });
});
