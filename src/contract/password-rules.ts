/**
 * The platform's password rules: 8 to 128 characters and a zxcvbn
 * strength score of at least 2, with the message each refusal shows. The server refuses a
 * password with them (registration and PUT /v3/admin/users/{id}); the forms check what is
 * typed with them before sending. Pure: the score comes from the caller (the server loads
 * zxcvbn at the first password it checks, the screens with the strength meter).
 */
export const minimumPasswordLength = 8;
/** NIST SP 800-63B asks that at least 64 be allowed; a passphrase of 128 is long enough for anyone. */
export const maximumPasswordLength = 128;
export const minimumPasswordScore = 2;

export const passwordTooShortMessage = `Password must be at least ${minimumPasswordLength} characters`;
export const passwordTooLongMessage = `Password must be at most ${maximumPasswordLength} characters`;
export const passwordTooWeakMessage = 'Password is too weak: add words or characters that are harder to guess';

/**
 * How much of a password zxcvbn scores. Its matching takes time that grows faster than the
 * length (a 1,000-character password held the server's thread for 40 s, a tab's for as long);
 * a 64-character start costs some 30 ms. More characters never make a password easier to
 * guess, so a strong start is a strong password.
 */
export const scoredPasswordLength = 64;

/** The part of a password its strength is scored on (whole characters: an emoji is not cut in two). */
export function scoredPart(password: string): string {
  return password.length <= scoredPasswordLength ? password : Array.from(password).slice(0, scoredPasswordLength).join('');
}

/**
 * Null when the password is acceptable, else the reason shown to the user. `scoreOf` gives
 * zxcvbn's 0-4 score of the password's scored part (asked only for a password of an allowed
 * length), or null while it is not known, in which case only the length is judged.
 */
export function passwordProblem(password: string, scoreOf: (scored: string) => number | null): string | null {
  if (password.length < minimumPasswordLength) return passwordTooShortMessage;
  if (password.length > maximumPasswordLength) return passwordTooLongMessage;
  const score = scoreOf(scoredPart(password));
  if (score !== null && score < minimumPasswordScore) return passwordTooWeakMessage;
  return null;
}
