/** The signed-in user's active site: the install info of an auction sign-in, else the first of the user's sites. */
import type { Session } from './session';

export function currentSiteCode(session: Session): string | null {
  return session.installInfo?.site_code ?? session.user?.site_current[0]?.code ?? null;
}
