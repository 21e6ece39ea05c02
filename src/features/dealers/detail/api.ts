/**
 * The dealer detail's calls: the dealer with its defaults and options (its reps are read by
 * their list's declaration, rep-list.ts), the
 * announcements a dealer may default to, and the saves of a rep and of the registration defaults. The
 * site-scoped calls name the user's current site, as the dealers list does.
 */
import { http } from '@/api/http';
import { Announcement, CUSTOM_ANNOUNCEMENT, DealerDetail, DealerOptionsRecord, DealerRep, type DealerRepChanges } from '@/contract/dealer-detail';
import { Paged } from '@/contract/paged';
import type { OptionsWrite } from './dealer-options';

export async function fetchDealer(siteCode: string | null, dealerId: number, signal?: AbortSignal): Promise<DealerDetail> {
  const { data } = await http(`/v3/util/dealers/${dealerId}`, {
    query: { with: ['defaults', 'options'], params: { site: siteCode } },
    schema: DealerDetail,
    signal,
  });
  return data;
}

/** PUT dealer_reps/{id} with the changed fields; the server answers the rep as stored. */
export async function updateDealerRep(siteCode: string | null, repId: number, changes: DealerRepChanges): Promise<DealerRep> {
  const { data } = await http(`/v3/util/dealer_reps/${repId}`, {
    method: 'PUT',
    body: changes,
    query: new URLSearchParams(siteCode ? { site: siteCode } : {}),
    schema: DealerRep,
  });
  return data;
}

const AnnouncementPage = Paged(Announcement);

/** Every announcement but CUSTOM (typed per vehicle, never a default), by name, up to 1000 (the whole list). */
export async function fetchDefaultAnnouncements(signal?: AbortSignal): Promise<Announcement[]> {
  const { data } = await http('/v3/util/announcements', {
    query: {
      page: 1,
      per_page: 1000,
      filters: [{ field: 'announcement', operator: 'sneq', value: CUSTOM_ANNOUNCEMENT }],
      order_by: [{ field: 'announcement', direction: 'asc' }],
    },
    schema: AnnouncementPage,
    signal,
  });
  return data.data;
}

export async function saveDealerOptions(siteCode: string | null, write: OptionsWrite): Promise<DealerOptionsRecord> {
  const { data } = await http(write.path, {
    method: write.method,
    body: write.body,
    query: new URLSearchParams(siteCode ? { site: siteCode } : {}),
    schema: DealerOptionsRecord,
  });
  return data;
}
