/** The badge logs read (GET /v3/util/api_badge_logs): the error texts and response come with the rows. */
import { http } from '../../../api/http';
import { toListQuery } from '../../../components/data-list/list-state';
import { BadgeLogRow } from '../../../contract/logs';
import { Paged } from '../../../contract/paged';
import { badgeList, type BadgeListSearch } from './badge-list';

const BadgePage = Paged(BadgeLogRow);

export async function fetchBadgeLogs(search: BadgeListSearch, signal?: AbortSignal) {
  const { data } = await http('/v3/util/api_badge_logs', {
    query: { ...toListQuery(badgeList, search), with: ['site'], paginate2: true },
    schema: BadgePage,
    signal,
  });
  return data;
}
