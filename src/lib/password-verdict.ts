/**
 * The password rules as the console's forms apply them: the contract's rules
 * (src/contract/password-rules.ts, which the server enforces) as a verdict a form acts on,
 * and the five strength labels of the meter. Pure: the score comes from the caller (zxcvbn
 * is loaded lazily by the strength meter), so the verdicts can be tested without it.
 */
import { maximumPasswordLength, minimumPasswordLength, passwordProblem } from '@/contract/password-rules';

/** Labels of zxcvbn scores 0 to 4. */
export const strengthLabels = ['weak', 'okay', 'good', 'strong', 'stronger'] as const;
export type StrengthLabel = (typeof strengthLabels)[number];

export function strengthLabel(score: number): StrengthLabel {
  const index = Math.min(Math.max(Math.round(score), 0), strengthLabels.length - 1);
  return strengthLabels[index] as StrengthLabel;
}

export type PasswordVerdict =
  /** Nothing typed: the password is simply not changed (and not sent). */
  | { kind: 'empty' }
  /** Long enough, but the strength score is not known yet (the checker is loading). */
  | { kind: 'pending' }
  | { kind: 'too-short'; message: string }
  | { kind: 'too-long'; message: string }
  | { kind: 'too-weak'; message: string }
  | { kind: 'valid' };

/**
 * Whether a new password may be sent. `score` is zxcvbn's 0-4 score of `password`, or
 * null while it is not known.
 */
export function passwordVerdict(password: string, score: number | null): PasswordVerdict {
  if (password === '') return { kind: 'empty' };
  const message = passwordProblem(password, () => score);
  if (message !== null) {
    if (password.length < minimumPasswordLength) return { kind: 'too-short', message };
    return password.length > maximumPasswordLength ? { kind: 'too-long', message } : { kind: 'too-weak', message };
  }
  return score === null ? { kind: 'pending' } : { kind: 'valid' };
}

/** Whether a form holding this password may be saved: empty (unchanged) or valid. */
export function passwordAllowsSave(verdict: PasswordVerdict): boolean {
  return verdict.kind === 'empty' || verdict.kind === 'valid';
}
