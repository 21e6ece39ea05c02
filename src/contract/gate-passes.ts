/** Gate passes and gate statuses as the open gate pass report reads them. */
import * as v from 'valibot';

const Code = v.nullish(v.union([v.string(), v.number()]));

export const GateStatus = v.object({ gate_status_code: v.string(), gate_status_desc: v.string() });
export type GateStatus = v.InferOutput<typeof GateStatus>;

/** One row of GET /v3/util/gate_passes3 with vehicle, dealer, last_user and gate_status_obj. */
export const GatePassRow = v.object({
  gate_pass_id: v.number(),
  gate_status: v.nullish(v.string()),
  /** 1/0 flags. */
  is_temp: Code,
  is_active: Code,
  last_modified_date: v.nullish(v.string()),
  notes: v.nullish(v.string()),
  vehicle: v.nullish(
    v.object({
      vehicle_id: v.number(),
      last6: v.nullish(v.string()),
      autoyear: Code,
      automake: v.nullish(v.string()),
      automodel: v.nullish(v.string()),
    }),
  ),
  dealer: v.nullish(v.object({ dealer_num: Code, dealer_name: v.nullish(v.string()) })),
  last_user: v.nullish(v.object({ username: v.nullish(v.string()) })),
  gate_status_obj: v.nullish(v.object({ gate_status_desc: v.nullish(v.string()) })),
});
export type GatePassRow = v.InferOutput<typeof GatePassRow>;
