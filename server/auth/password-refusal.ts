/**
 * The platform's password rules (src/contract/password-rules.ts) with the server's zxcvbn:
 * the console checks the same rules before it sends; the server enforces them because the
 * console is not the only client.
 */
import { createRequire } from 'node:module';
import { passwordProblem } from '../../src/contract/password-rules.ts';

type Zxcvbn = (password: string, userInputs?: string[]) => { score: number };
let zxcvbnOnce: Zxcvbn | null = null;
/** zxcvbn's dictionaries are about 10 MiB of memory: loaded at the first password checked, not by every server process at start. */
function zxcvbn(password: string, userInputs: string[]): { score: number } {
  zxcvbnOnce ??= createRequire(import.meta.url)('zxcvbn') as Zxcvbn;
  return zxcvbnOnce(password, userInputs);
}

/** Null when the password is acceptable, else the reason shown to the user (the contract's rules and messages). */
export function passwordRefusal(password: string, userInputs: string[] = []): string | null {
  return passwordProblem(password, (candidate) => zxcvbn(candidate, userInputs).score);
}
