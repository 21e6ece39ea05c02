/**
 * The dealer detail screen's replies and writes (docs/API.md):
 * GET /v3/util/dealers/{id}?with[]=defaults&with[]=options, the dealer's reps
 * (dealer_reps), the announcements a dealer may default to, and the dealer options
 * document written with PUT dealer_options/{id} or, for a dealer with none yet, POST dealer_options.
 */
import * as v from 'valibot';
import { nullableText, requiredText } from './field-rules';

const Code = v.nullish(v.union([v.string(), v.number()]));
const Text = v.nullish(v.string());

/** The registration lights, in the order the dealer's registration defaults show them (0 Off, 1 On). */
export const LIGHTS = ['red', 'green', 'white', 'blue', 'yellow'] as const;
export type Light = (typeof LIGHTS)[number];

export const LightValue = v.picklist([0, 1], 'a light is 0 (Off) or 1 (On)');
export type LightValue = v.InferOutput<typeof LightValue>;

/** The most default announcements one dealer may have. */
export const MAX_DEFAULT_ANNOUNCEMENTS = 100;

/**
 * The options document, the one rule for both sides: the server writes it strictly (every
 * light, 0 or 1, no other key, each announcement once) and the Defaults tab builds it the same
 * way. It is read back with the same schema, so a document the screen could not write back
 * unchanged is an unexpected reply rather than a silent rewrite.
 */
export const DealerOptionsDocument = v.strictObject({
  registration: v.strictObject({
    defaultLights: v.strictObject({ red: LightValue, green: LightValue, white: LightValue, blue: LightValue, yellow: LightValue }),
    defaultAnnouncements: v.pipe(
      v.array(
        v.pipe(v.number('an announcement is a number'), v.integer('an announcement is a whole number'), v.minValue(1, 'an announcement is a positive number')),
      ),
      v.maxLength(MAX_DEFAULT_ANNOUNCEMENTS, `at most ${MAX_DEFAULT_ANNOUNCEMENTS} announcements`),
      v.check((ids) => new Set(ids).size === ids.length, 'an announcement is listed twice'),
    ),
  }),
});
export type DealerOptionsDocument = v.InferOutput<typeof DealerOptionsDocument>;

/** A dealer_options record. */
export const DealerOptionsRecord = v.object({
  id: v.number(),
  dealer_id: v.number(),
  options: DealerOptionsDocument,
  updated_at: Text,
});
export type DealerOptionsRecord = v.InferOutput<typeof DealerOptionsRecord>;

/** The dealer's payment and title defaults (dealer_defaults). */
export const DealerDefaults = v.object({
  id: v.number(),
  payment_method: Text,
  title_delivery: Text,
  floor_plan: Text,
});
export type DealerDefaults = v.InferOutput<typeof DealerDefaults>;

export const DealerDetail = v.object({
  dealer_id: v.number(),
  dealer_num: Code,
  dealer_name: Text,
  auction_access: Code,
  address1: v.nullish(v.object({ line: Text, city: Text, state: Text, zip: Code })),
  phone: Text,
  /** Y or N. */
  auth_flag: Text,
  auth_reason: Text,
  cubed_id: Code,
  created_at: Text,
  defaults: v.nullish(DealerDefaults),
  /** Null for a dealer whose registration defaults were never saved. */
  options: v.nullish(DealerOptionsRecord),
});
export type DealerDetail = v.InferOutput<typeof DealerDetail>;

export const DealerRep = v.object({
  id: v.number(),
  dealer_id: v.number(),
  display_name: Text,
  name_first: Text,
  name_last: Text,
  auction_access: Code,
  cubed_id: Code,
  auth_flag: Text,
  auth_reason: Text,
});
export type DealerRep = v.InferOutput<typeof DealerRep>;

/** The longest text each writable rep field holds. */
export const REP_TEXT_MAX = { display_name: 120, name_first: 60, name_last: 60, auth_reason: 255 } as const;

/**
 * The fields of a rep that can be changed (PUT dealer_reps/{id}), with their rules: the
 * server validates each sent field with these, and the
 * Reps tab checks what is typed with the same ones before sending. AA# and Cubed ID come
 * from the auction's systems and are not written here.
 */
export const dealerRepWrite = {
  display_name: requiredText(REP_TEXT_MAX.display_name),
  name_first: nullableText(REP_TEXT_MAX.name_first),
  name_last: nullableText(REP_TEXT_MAX.name_last),
  auth_flag: v.picklist(['Y', 'N'], 'must be Y or N'),
  auth_reason: nullableText(REP_TEXT_MAX.auth_reason),
};
export type DealerRepField = keyof typeof dealerRepWrite;
export type DealerRepChanges = { [K in DealerRepField]?: v.InferOutput<(typeof dealerRepWrite)[K]> };

export const Announcement = v.object({
  announcement_id: v.number(),
  announcement: v.string(),
});
export type Announcement = v.InferOutput<typeof Announcement>;

/** The announcement typed per vehicle: never a dealer default (the client leaves it out with `sneq`). */
export const CUSTOM_ANNOUNCEMENT = 'CUSTOM';
