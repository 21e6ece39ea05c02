/**
 * A site as the admin screens' site choices need it (GET /v3/admin/sites?order_by[]=code|asc
 * &per_page=1000): its id (what the log and report calls take), code (what people read and the
 * vehicles list takes), name, and Cubed company (what a Flumbus push takes; null when none).
 */
import * as v from 'valibot';

export const SiteChoice = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  cubed_company_id: v.nullish(v.number()),
});
export type SiteChoice = v.InferOutput<typeof SiteChoice>;
