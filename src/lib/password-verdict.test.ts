import { describe, expect, it } from 'vitest';
import { maximumPasswordLength, minimumPasswordLength, minimumPasswordScore, passwordProblem, scoredPart } from '@/contract/password-rules';
import { passwordAllowsSave, passwordVerdict, strengthLabel } from './password-verdict';

describe('password rules', () => {
  it('are the platform rules: at least 8 characters and a score of at least 2', () => {
    expect(minimumPasswordLength).toBe(8);
    expect(minimumPasswordScore).toBe(2);
  });

  it('treat an empty password as "not changed", which allows saving', () => {
    const verdict = passwordVerdict('', null);
    expect(verdict).toEqual({ kind: 'empty' });
    expect(passwordAllowsSave(verdict)).toBe(true);
  });

  it('refuse a password under 8 characters whatever its score', () => {
    const verdict = passwordVerdict('Xq7#kP2', 4);
    expect(verdict).toEqual({ kind: 'too-short', message: 'Password must be at least 8 characters' });
    expect(passwordAllowsSave(verdict)).toBe(false);
  });

  it('accept exactly 8 characters when the score is high enough', () => {
    expect(passwordVerdict('Xq7#kP2z', 2)).toEqual({ kind: 'valid' });
  });

  it('refuse scores 0 and 1 and accept 2 to 4', () => {
    for (const score of [0, 1]) {
      const verdict = passwordVerdict('password1', score);
      expect(verdict.kind).toBe('too-weak');
      expect(passwordAllowsSave(verdict)).toBe(false);
    }
    for (const score of [2, 3, 4]) expect(passwordAllowsSave(passwordVerdict('long enough', score))).toBe(true);
  });

  it('refuse a password over 128 characters whatever its score, and score at most its first 64 characters', () => {
    expect(maximumPasswordLength).toBe(128);
    const verdict = passwordVerdict('x'.repeat(129), 4);
    expect(verdict).toEqual({ kind: 'too-long', message: 'Password must be at most 128 characters' });
    expect(passwordAllowsSave(verdict)).toBe(false);
    expect(passwordVerdict('x'.repeat(128), 4)).toEqual({ kind: 'valid' });
    // The scorer is never asked about a password too long, and only about the start of a long one (whole characters).
    const asked: string[] = [];
    const scoreOf = (scored: string) => (asked.push(scored), 4);
    expect(passwordProblem('x'.repeat(10_000), scoreOf)).toBe('Password must be at most 128 characters');
    // 60 emoji (120 UTF-16 units) and a tail: scored on its first 64 characters, the emoji whole.
    expect(passwordProblem(`${'\u{1F697}'.repeat(60)}tail`, scoreOf)).toBeNull();
    expect(asked).toEqual([`${'\u{1F697}'.repeat(60)}tail`]);
    expect(passwordProblem(`${'\u{1F697}'.repeat(63)}tail`, scoreOf)).toBe('Password must be at most 128 characters');
    expect(scoredPart(`${'ab'.repeat(40)}`)).toBe('ab'.repeat(32));
    expect(scoredPart('short one')).toBe('short one');
  });

  it('wait for the score before allowing a long password', () => {
    const verdict = passwordVerdict('long enough', null);
    expect(verdict).toEqual({ kind: 'pending' });
    expect(passwordAllowsSave(verdict)).toBe(false);
  });

  it('label scores 0-4 weak, okay, good, strong, stronger', () => {
    expect([0, 1, 2, 3, 4].map(strengthLabel)).toEqual(['weak', 'okay', 'good', 'strong', 'stronger']);
    expect(strengthLabel(-1)).toBe('weak');
    expect(strengthLabel(9)).toBe('stronger');
  });
});
