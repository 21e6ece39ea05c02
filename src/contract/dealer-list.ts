/** One row of the dealers list (GET /v3/util/dealers?withCount[]=reps): only what the list shows. */
import * as v from 'valibot';

const Code = v.nullish(v.union([v.string(), v.number()]));

export const DealerListRow = v.object({
  dealer_id: v.number(),
  dealer_num: Code,
  dealer_name: v.nullish(v.string()),
  auction_access: Code,
  address1: v.nullish(v.object({ city: v.nullish(v.string()) })),
  /** Y or N. */
  auth_flag: v.nullish(v.string()),
  reps_count: v.optional(v.number(), 0),
});
export type DealerListRow = v.InferOutput<typeof DealerListRow>;
