import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dealerSearch, parseDealerId, searchOfTab, tabOf } from './dealer-tab';

describe('the dealer tabs in the URL', () => {
  it('selects Reps and Defaults from ?tab=, and Basic for anything else', () => {
    expect(tabOf(v.parse(dealerSearch, { tab: 'reps' }))).toBe('reps');
    expect(tabOf(v.parse(dealerSearch, { tab: 'defaults' }))).toBe('defaults');
    for (const raw of [{}, { tab: 'basic' }, { tab: 'REPS' }, { tab: 3 }, { tab: ['reps'] }, { tab: null }, { other: 'x' }]) {
      expect(tabOf(v.parse(dealerSearch, raw))).toBe('basic');
    }
  });

  it('always holds the tab key, so the router drops an invalid raw value', () => {
    expect(v.parse(dealerSearch, { tab: 'nope' })).toEqual({ tab: undefined });
    expect(Object.keys(v.parse(dealerSearch, {}))).toEqual(['tab']);
  });

  it('writes Basic as the plain path and the other tabs as ?tab=', () => {
    expect(searchOfTab('basic')).toEqual({});
    expect(searchOfTab('reps')).toEqual({ tab: 'reps' });
    expect(searchOfTab('defaults')).toEqual({ tab: 'defaults' });
    expect(searchOfTab('whatever')).toEqual({});
  });
});

describe('the dealer id in the path', () => {
  it('is a positive whole number', () => {
    expect(parseDealerId('100')).toBe(100);
    expect(parseDealerId('0')).toBeUndefined();
    expect(parseDealerId('-1')).toBeUndefined();
    expect(parseDealerId('1.5')).toBeUndefined();
    expect(parseDealerId('abc')).toBeUndefined();
    expect(parseDealerId('')).toBeUndefined();
    expect(parseDealerId('1234567890123')).toBeUndefined();
  });
});
