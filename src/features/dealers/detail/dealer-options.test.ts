import { describe, expect, it } from 'vitest';
import type { DealerOptionsRecord } from '@/contract/dealer-detail';
import { documentOf, draftChanged, draftOf, optionsWrite, withAnnouncement, withLight } from './dealer-options';

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
    const start = draftOf(record);
    expect(draftChanged(record, start)).toBe(false);
    expect(draftChanged(record, withLight(start, 'red', true))).toBe(true);
    expect(draftChanged(record, withLight(withLight(start, 'red', true), 'red', false))).toBe(false);
    expect(draftChanged(record, withAnnouncement(start, 5, true))).toBe(true);
    // The same announcements in another order are no change.
    expect(draftChanged(record, { ...start, announcements: [21, 13] })).toBe(false);
    expect(draftChanged(record, withAnnouncement(withAnnouncement(start, 13, false), 13, true))).toBe(false);
    expect(draftChanged(null, draftOf(null))).toBe(false);
    expect(draftChanged(null, withLight(draftOf(null), 'white', true))).toBe(true);
  });

  it('builds the strict document the server takes: every light as 0 or 1, announcements once each, ascending', () => {
    const draft = withAnnouncement(withAnnouncement(withLight(draftOf(record), 'blue', true), 2, true), 13, false);
    expect(documentOf(draft)).toEqual({
      registration: { defaultLights: { red: 0, green: 1, white: 0, blue: 1, yellow: 1 }, defaultAnnouncements: [2, 21] },
    });
    expect(documentOf({ ...draftOf(null), announcements: [9, 3, 9] }).registration.defaultAnnouncements).toEqual([3, 9]);
  });

  it('saves with PUT dealer_options/{id} when the dealer has options, and POST dealer_options with the dealer id otherwise', () => {
    const document = documentOf(draftOf(record));
    expect(optionsWrite(100, record, document)).toEqual({ method: 'PUT', path: '/v3/util/dealer_options/79', body: { options: document } });
    expect(optionsWrite(96, null, document)).toEqual({ method: 'POST', path: '/v3/util/dealer_options', body: { dealer_id: 96, options: document } });
    expect(optionsWrite(96, undefined, document).method).toBe('POST');
  });
});
