/**
 * The Defaults tab's rules, as pure functions: the form's values from what the server
 * holds (a dealer with no options record starts with every light Off and no
 * announcement), whether the form differs from it, the document Save sends, and the call
 * that sends it: PUT dealer_options/{id}, or POST dealer_options for a dealer with no
 * record yet (ADR 0011: the client creates missing rows on the first change).
 *
 * The form keeps the user's edits, not a copy of the record: each light set and each
 * announcement chosen or dropped. They are laid over the server's newest copy, on screen and
 * when saved, so a save keeps what another desk saved meanwhile to the lights and
 * announcements this user did not touch (ADR 0098).
 */
import { LIGHTS, type DealerOptionsDocument, type DealerOptionsRecord, type Light, type LightValue } from '@/contract/dealer-detail';

export interface OptionsDraft {
  lights: Record<Light, LightValue>;
  /** Announcement ids, in no particular order (the document sends them sorted). */
  announcements: readonly number[];
}

const allOff: Record<Light, LightValue> = { red: 0, green: 0, white: 0, blue: 0, yellow: 0 };

export function draftOf(record: DealerOptionsRecord | null | undefined): OptionsDraft {
  if (!record) return { lights: { ...allOff }, announcements: [] };
  const { defaultLights, defaultAnnouncements } = record.options.registration;
  return { lights: { ...allOff, ...defaultLights }, announcements: [...defaultAnnouncements] };
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}

/** Whether the form differs from what the server holds: what enables Save. */
export function draftChanged(saved: DealerOptionsRecord | null | undefined, draft: OptionsDraft): boolean {
  const base = draftOf(saved);
  return LIGHTS.some((light) => base.lights[light] !== draft.lights[light]) || !sameIds(base.announcements, draft.announcements);
}

/** The options document of a draft: every light, the announcements once each, ascending. */
export function documentOf(draft: OptionsDraft): DealerOptionsDocument {
  const defaultLights = { ...allOff };
  for (const light of LIGHTS) defaultLights[light] = draft.lights[light] === 1 ? 1 : 0;
  return { registration: { defaultLights, defaultAnnouncements: [...new Set(draft.announcements)].sort((a, b) => a - b) } };
}

/** What the user changed on the form, and only that. */
export interface OptionsEdits {
  lights: Partial<Record<Light, LightValue>>;
  /** Announcement id → chosen (true) or dropped (false). */
  announcements: ReadonlyMap<number, boolean>;
}

export const noEdits: OptionsEdits = { lights: {}, announcements: new Map() };

/** The form's values: the edits over `record` (the server's copy, as new as it is known). */
export function withEdits(record: DealerOptionsRecord | null | undefined, edits: OptionsEdits): OptionsDraft {
  const base = draftOf(record);
  const kept = base.announcements.filter((id) => edits.announcements.get(id) !== false);
  const added = [...edits.announcements].filter(([id, chosen]) => chosen && !kept.includes(id)).map(([id]) => id);
  return { lights: { ...base.lights, ...edits.lights }, announcements: [...kept, ...added] };
}

export function withLight(edits: OptionsEdits, light: Light, on: boolean): OptionsEdits {
  return { ...edits, lights: { ...edits.lights, [light]: on ? 1 : 0 } };
}

export function withAnnouncement(edits: OptionsEdits, id: number, chosen: boolean): OptionsEdits {
  return { ...edits, announcements: new Map(edits.announcements).set(id, chosen) };
}

export type OptionsWrite =
  | { method: 'POST'; path: '/v3/util/dealer_options'; body: { dealer_id: number; options: DealerOptionsDocument } }
  | { method: 'PUT'; path: `/v3/util/dealer_options/${number}`; body: { options: DealerOptionsDocument } };

/** The call that saves `document` for the dealer: a PUT of its record, or a POST when it has none. */
export function optionsWrite(dealerId: number, record: DealerOptionsRecord | null | undefined, document: DealerOptionsDocument): OptionsWrite {
  if (record) return { method: 'PUT', path: `/v3/util/dealer_options/${record.id}`, body: { options: document } };
  return { method: 'POST', path: '/v3/util/dealer_options', body: { dealer_id: dealerId, options: document } };
}
