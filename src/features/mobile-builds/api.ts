/** The mobile build calls (docs/API.md, "Mobile builds"): the latest production master build, one build (the list is read by its declaration). */
import { http } from '@/api/http';
import { MobileBuild } from '@/contract/mobile-builds';
import { Paged } from '@/contract/paged';

const BuildPage = Paged(MobileBuild);

/** The newest build promoted to production from master, or null when there is none. */
export async function fetchLatestProduction(signal?: AbortSignal): Promise<MobileBuild | null> {
  const { data } = await http('/v3/util/mobile_builds', {
    query: {
      filters: [
        { field: 'is_production', operator: 'eq', value: 1 },
        { field: 'branch', operator: 'eq', value: 'master' },
      ],
      order_by: [{ field: 'id', direction: 'desc' }],
      per_page: 1,
      page: 1,
    },
    schema: BuildPage,
    signal,
  });
  return data.data[0] ?? null;
}

export async function fetchBuild(id: string, signal?: AbortSignal): Promise<MobileBuild> {
  const { data } = await http(`/v3/util/mobile_builds/${encodeURIComponent(id)}`, { schema: MobileBuild, signal });
  return data;
}
