/**
 * The platform's password rules: at least 8 characters and a zxcvbn
 * strength score of at least 2, with the message each refusal shows. The server refuses a
 * password with them (registration and PUT /v3/admin/users/{id}); the forms check what is
 * typed with them before sending. Pure: the score comes from the caller (the server loads
 * zxcvbn at the first password it checks, the screens with the strength meter).
 */
export const minimumPasswordLength = 8;
export const minimumPasswordScore = 2;

export const passwordTooShortMessage = `Password must be at least ${minimumPasswordLength} characters`;
export const passwordTooWeakMessage = 'Password is too weak: add words or characters that are harder to guess';

/**
 * Null when the password is acceptable, else the reason shown to the user. `scoreOf` gives
 * zxcvbn's 0-4 score (asked only for a password long enough), or null while it is not known,
 * in which case only the length is judged.
 */
export function passwordProblem(password: string, scoreOf: (password: string) => number | null): string | null {
  if (password.length < minimumPasswordLength) return passwordTooShortMessage;
  const score = scoreOf(password);
  if (score !== null && score < minimumPasswordScore) return passwordTooWeakMessage;
  return null;
}
