/**
 * The platform's password rules as the console applies them (spec 01, point 5): at least
 * 8 characters and a zxcvbn strength score of at least 2, with the five strength labels.
 * Pure: the score comes from the caller (zxcvbn is loaded lazily by the strength meter),
 * so the rules can be tested without it. The server checks the same rules again.
 */
export const minimumPasswordLength = 8;
export const minimumPasswordScore = 2;

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
  | { kind: 'too-weak'; message: string }
  | { kind: 'valid' };

/**
 * Whether a new password may be sent. `score` is zxcvbn's 0-4 score of `password`, or
 * null while it is not known.
 */
export function passwordVerdict(password: string, score: number | null): PasswordVerdict {
  if (password === '') return { kind: 'empty' };
  if (password.length < minimumPasswordLength) {
    return { kind: 'too-short', message: `Password must be at least ${minimumPasswordLength} characters` };
  }
  if (score === null) return { kind: 'pending' };
  if (score < minimumPasswordScore) {
    return { kind: 'too-weak', message: 'Password is too weak: add words or characters that are harder to guess' };
  }
  return { kind: 'valid' };
}

/** Whether a form holding this password may be saved: empty (unchanged) or valid. */
export function passwordAllowsSave(verdict: PasswordVerdict): boolean {
  return verdict.kind === 'empty' || verdict.kind === 'valid';
}
