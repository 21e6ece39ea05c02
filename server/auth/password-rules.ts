/**
 * The platform's password rules (spec 01, point 5): at least 8 characters and a zxcvbn
 * strength score of at least 2. The console checks the same before it sends; the server
 * checks again because the console is not the only client.
 */
import { createRequire } from 'node:module';

type Zxcvbn = (password: string, userInputs?: string[]) => { score: number };
let zxcvbnOnce: Zxcvbn | null = null;
/** zxcvbn's dictionaries are about 10 MiB of memory: loaded at the first password checked, not by every server process at start. */
function zxcvbn(password: string, userInputs: string[]): { score: number } {
  zxcvbnOnce ??= createRequire(import.meta.url)('zxcvbn') as Zxcvbn;
  return zxcvbnOnce(password, userInputs);
}

export const minimumLength = 8;
export const minimumScore = 2;

/** Null when the password is acceptable, else the reason shown to the user. */
export function passwordProblem(password: string, userInputs: string[] = []): string | null {
  if (password.length < minimumLength) return `Password must be at least ${minimumLength} characters`;
  if (zxcvbn(password, userInputs).score < minimumScore) return 'Password is too weak: add words or characters that are harder to guess';
  return null;
}
