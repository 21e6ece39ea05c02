/**
 * The vehicle's condition fields that the inspection screen writes (keys, body type and style,
 * drivable, tyres: PUT /v3/vehicles3/{id}) and the look-ups it reads beside them: the SQL of
 * routes/inspections.ts, which holds none of its own (ADR 0036).
 *
 * On the async query layer (ADR 0071): every statement through `q(db)`; the change stamp is
 * the dialect's `nowText`.
 */
import type { InspectionVehicle } from '../../src/contract/inspections.ts';
import { dialectOf, q, type DbHandle } from '../db/query.ts';

/** The columns PUT may set, as the contract's VehicleConditionUpdate names them (tires as JSON text). */
export type ConditionValues = Partial<Record<'keys_count' | 'body_type' | 'body_style' | 'drivable' | 'tires', unknown>>;

export function vehicleCondition(db: DbHandle) {
  return {
    equipmentOf: (vehicleId: number): Promise<InspectionVehicle['equipment']> =>
      q(db).selectFrom('vehicle_equipment').select(['id', 'name']).where('vehicle_id', '=', vehicleId).orderBy('name').execute(),
    bodyStyles: (): Promise<InspectionVehicle['body_styles']> =>
      q(db).selectFrom('body_styles').select(['id', 'body_style_code', 'body_style_desc']).orderBy('body_style_desc').execute(),
    isBodyStyle: async (id: number) => (await q(db).selectFrom('body_styles').select('id').where('id', '=', id).executeTakeFirst()) !== undefined,
    isTyreBrand: async (brandId: number) =>
      (await q(db).selectFrom('tyre_brands').select('brand_id').where('brand_id', '=', brandId).executeTakeFirst()) !== undefined,
    /** The condition (damage) a damage photo belongs to, if the photo exists. */
    conditionOfImage: async (imageId: number): Promise<number | undefined> =>
      (await q(db).selectFrom('condition_images').select('vehicle_condition_id').where('id', '=', imageId).executeTakeFirst())?.vehicle_condition_id,
    /** Sets the given fields (undefined ones are left as they are) and moves the vehicle's version on. */
    async update(vehicleId: number, values: ConditionValues): Promise<void> {
      const set: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(values)) if (value !== undefined) set[name] = value;
      await q(db)
        .updateTable('vehicles')
        .set((eb) => ({ ...set, version: eb('version', '+', 1), updated_at: dialectOf(db).nowText() }))
        .where('vehicle_id', '=', vehicleId)
        .execute();
    },
  };
}
