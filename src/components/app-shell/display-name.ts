/** The name the shell shows for a user: name, else username, else e-mail; null when none is usable. */
import type { CloudUser } from '@/contract/auth';

export function displayNameOf(user: Pick<CloudUser, 'name' | 'username' | 'email'>): string | null {
  for (const candidate of [user.name, user.username, user.email]) {
    const trimmed = candidate?.trim();
    if (trimmed) return trimmed;
  }
  return null;
}
