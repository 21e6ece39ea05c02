import { describe, expect, it } from 'vitest';
import type { DealerOptionsRecord } from '@/contract/dealer-detail';
import { documentOf, draftChanged, draftOf, noEdits, optionsWrite, withAnnouncement, withEdits, withLight } from './dealer-options';

const record: DealerOptionsRecord = {
  id: 79,
  dealer_id: 100,
  options: { registration: { defaultLights: { red: 0, green: 1, white: 0, blue: 0, yellow: 1 }, defaultAnnouncements: [13, 21] } },
  updated_at: '2025-11-01T07:13:58.000Z',
};

describe('the Defaults form', () => {
  it('starts from the stored options, or all Off and none for a dealer without a record', () => {
    expect(draftOf(record)).toEqual({ lights: { red: 0, green: 1, white: 0, blue: 0, yellow: 1 }, announcements: [13, 21] });
    expect(draftOf(null)).toEqual({ lights: { red: 0, green: 0, white: 0, blue: 0, yellow: 0 }, announcements: [] });
  });

  it('has changed only when a light or the set of announcements differs from what is stored', () => {
    const shown = (edits: typeof noEdits, on: typeof record | null = record) => withEdits(on, edits);
    expect(draftChanged(record, shown(noEdits))).toBe(false);
    expect(draftChanged(record, shown(withLight(noEdits, 'red', true)))).toBe(true);
    expect(draftChanged(record, shown(withLight(withLight(noEdits, 'red', true), 'red', false)))).toBe(false);
    expect(draftChanged(record, shown(withAnnouncement(noEdits, 5, true)))).toBe(true);
    // The same announcements in another order are no change.
    expect(draftChanged(record, { ...draftOf(record), announcements: [21, 13] })).toBe(false);
    expect(draftChanged(record, shown(withAnnouncement(withAnnouncement(noEdits, 13, false), 13, true)))).toBe(false);
    expect(draftChanged(null, shown(noEdits, null))).toBe(false);
    expect(draftChanged(null, shown(withLight(noEdits, 'white', true), null))).toBe(true);
  });

  it('builds the strict document the server takes: every light as 0 or 1, announcements once each, ascending', () => {
    const draft = withEdits(record, withAnnouncement(withAnnouncement(withLight(noEdits, 'blue', true), 2, true), 13, false));
    expect(documentOf(draft)).toEqual({
      registration: { defaultLights: { red: 0, green: 1, white: 0, blue: 1, yellow: 1 }, defaultAnnouncements: [2, 21] },
    });
    expect(documentOf({ ...draftOf(null), announcements: [9, 3, 9] }).registration.defaultAnnouncements).toEqual([3, 9]);
  });

  it('lays the edits over the newest copy: what another desk saved meanwhile to the rest stays', () => {
    // This desk turned Red on and dropped announcement 13, from `record`.
    const edits = withAnnouncement(withLight(noEdits, 'red', true), 13, false);
    // Meanwhile another desk turned Blue on, Green off, and added announcement 8.
    const newest: DealerOptionsRecord = {
      ...record,
      options: { registration: { defaultLights: { red: 0, green: 0, white: 0, blue: 1, yellow: 1 }, defaultAnnouncements: [8, 13, 21] } },
    };
    expect(documentOf(withEdits(newest, edits))).toEqual({
      registration: { defaultLights: { red: 1, green: 0, white: 0, blue: 1, yellow: 1 }, defaultAnnouncements: [8, 21] },
    });
    // A light both desks set: this save's value is the one sent.
    expect(withEdits(newest, withLight(noEdits, 'blue', false)).lights.blue).toBe(0);
  });

  it('saves with PUT dealer_options/{id} when the dealer has options, and POST dealer_options with the dealer id otherwise', () => {
    const document = documentOf(draftOf(record));
    expect(optionsWrite(100, record, document)).toEqual({ method: 'PUT', path: '/v3/util/dealer_options/79', body: { options: document } });
    expect(optionsWrite(96, null, document)).toEqual({ method: 'POST', path: '/v3/util/dealer_options', body: { dealer_id: 96, options: document } });
    expect(optionsWrite(96, undefined, document).method).toBe('POST');
  });
});
