/**
 * The vehicle's condition fields that the inspection screen writes (keys, body type and style,
 * drivable, tyres: PUT /v3/vehicles3/{id}) and the look-ups it reads beside them: the SQL of
 * routes/inspections.ts, which holds none of its own (ADR 0036).
 */
import type { InspectionVehicle } from '../../src/contract/inspections.ts';
import type { Db } from '../db/connection.ts';
import { preparedPer } from '../db/prepared.ts';

/** The columns PUT may set, as the contract's VehicleConditionUpdate names them (tires as JSON text). */
export type ConditionValues = Partial<Record<'keys_count' | 'body_type' | 'body_style' | 'drivable' | 'tires', unknown>>;

const statements = preparedPer((db: Db) => {
  const sql = db.$client;
  return {
    equipment: sql.prepare('SELECT id, name FROM vehicle_equipment WHERE vehicle_id = ? ORDER BY name'),
    bodyStyles: sql.prepare('SELECT id, body_style_code, body_style_desc FROM body_styles ORDER BY body_style_desc'),
    bodyStyle: sql.prepare('SELECT 1 FROM body_styles WHERE id = ?'),
    tyreBrand: sql.prepare('SELECT 1 FROM tyre_brands WHERE brand_id = ?'),
    imageCondition: sql.prepare('SELECT vehicle_condition_id FROM condition_images WHERE id = ?').pluck(),
  };
});

export function vehicleCondition(db: Db) {
  const prepared = statements(db);
  return {
    equipmentOf: (vehicleId: number) => prepared.equipment.all(vehicleId) as InspectionVehicle['equipment'],
    bodyStyles: () => prepared.bodyStyles.all() as InspectionVehicle['body_styles'],
    isBodyStyle: (id: number) => prepared.bodyStyle.get(id) !== undefined,
    isTyreBrand: (brandId: number) => prepared.tyreBrand.get(brandId) !== undefined,
    /** The condition (damage) a damage photo belongs to, if the photo exists. */
    conditionOfImage: (imageId: number) => prepared.imageCondition.get(imageId) as number | undefined,
    /** Sets the given fields (undefined ones are left as they are) and moves the vehicle's version on. */
    update(vehicleId: number, values: ConditionValues): void {
      const names = (Object.keys(values) as (keyof ConditionValues)[]).filter((name) => values[name] !== undefined);
      const assignments = [...names.map((name) => `${name} = ?`), 'version = version + 1', "updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')"];
      db.$client.prepare(`UPDATE vehicles SET ${assignments.join(', ')} WHERE vehicle_id = ?`).run(...names.map((name) => values[name]), vehicleId);
    },
  };
}
