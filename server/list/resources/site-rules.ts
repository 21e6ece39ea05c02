/**
 * Site writes: the check across rows that the field schemas (the contract's SiteWrite, which
 * also checks the time zone) cannot do: cubed_company_id names at most one site, since a
 * manual Flumbus push finds its site by it.
 */
import { dialectOf, lockFor, q } from '../../db/query.ts';
import { HttpError } from '../../http/errors.ts';
import type { BeforeWriteContext } from '../resource.ts';

/** Inside the site write's transaction: the read goes through `q(db)`, on the write's connection. */
export async function checkSiteWrite({ db, id, values }: BeforeWriteContext): Promise<void> {
  if (typeof values.cubed_company_id === 'number') {
    // Two writes naming one company at once: the later one waits here, then sees the earlier
    // one's committed row and is refused (on PostgreSQL; SQLite's writes hold its one writer).
    await lockFor(db, `sites:cubed_company:${values.cubed_company_id}`);
    const other = await q(db)
      .selectFrom('sites')
      .select('code')
      .where('cubed_company_id', '=', values.cubed_company_id)
      .where(dialectOf(db).isDistinctFrom('id', id === null ? null : Number(id)))
      .executeTakeFirst();
    if (other) throw new HttpError(409, `Cubed company ${values.cubed_company_id} is already the company of site ${other.code}`);
  }
}
