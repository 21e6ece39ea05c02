/**
 * Site writes: the checks across rows and against the runtime that the field schemas cannot do.
 * - timezone must be an IANA zone the server knows (the Servnet report's day bounds use it);
 * - cubed_company_id names at most one site: a manual Flumbus push finds its site by it.
 */
import { HttpError, badRequest } from '../../http/errors.ts';
import type { BeforeWriteContext } from '../resource.ts';

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function checkSiteWrite({ db, id, values }: BeforeWriteContext): void {
  if (typeof values.timezone === 'string' && !isTimeZone(values.timezone)) {
    throw badRequest(`Invalid timezone: '${values.timezone.slice(0, 64)}' is not a known time zone (e.g. America/Chicago)`);
  }
  if (typeof values.cubed_company_id === 'number') {
    const other = db
      .prepare('SELECT code FROM sites WHERE cubed_company_id = ? AND id IS NOT ?')
      .get(values.cubed_company_id, id === null ? null : Number(id)) as { code: string } | undefined;
    if (other) throw new HttpError(409, `Cubed company ${values.cubed_company_id} is already the company of site ${other.code}`);
  }
}
