/**
 * Site writes: the check across rows that the field schemas (the contract's SiteWrite, which
 * also checks the time zone) cannot do: cubed_company_id names at most one site, since a
 * manual Flumbus push finds its site by it.
 */
import { HttpError } from '../../http/errors.ts';
import type { BeforeWriteContext } from '../resource.ts';

export function checkSiteWrite({ db, id, values }: BeforeWriteContext): void {
  if (typeof values.cubed_company_id === 'number') {
    const other = db
      .prepare('SELECT code FROM sites WHERE cubed_company_id = ? AND id IS NOT ?')
      .get(values.cubed_company_id, id === null ? null : Number(id)) as { code: string } | undefined;
    if (other) throw new HttpError(409, `Cubed company ${values.cubed_company_id} is already the company of site ${other.code}`);
  }
}
