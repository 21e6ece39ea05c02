/** Request bodies of the logged POST and PUT calls (JSON, a few XML and multipart), secrets masked. */
import type { SiteInfo, UserInfo, VehicleInfo } from './seed-context.ts';
import type { BodyKind } from './seed-data/api-routes.ts';
import { artItems } from './seed-data/damage-catalogue.ts';
import type { LogRefs } from './seed-log-refs.ts';
import type { Rng } from './seed-random.ts';

export interface BodyContext {
  site: SiteInfo | null;
  user: UserInfo | null;
  vehicle: VehicleInfo;
  refs: LogRefs;
}

export interface LoggedBody {
  type: string;
  content: string;
}

const json = (value: unknown): LoggedBody => ({ type: 'application/json', content: JSON.stringify(value) });

function cubedXml(rng: Rng, { site, vehicle }: BodyContext): LoggedBody {
  const event = rng.pick(['VehicleCheckIn', 'LaneAssignment', 'SaleResult', 'GatePassPrinted']);
  const content = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<VehicleEvent type="${event}" eventId="${rng.int(1_000_000, 9_999_999)}">`,
    `  <Company>${site?.def.cubedCompanyId ?? 0}</Company>`,
    `  <Asset id="${vehicle.id}"><Vin>${vehicle.vin}</Vin><Year>${vehicle.year}</Year><Make>${vehicle.make}</Make><Model>${vehicle.model.replace(/&/g, '&amp;')}</Model></Asset>`,
    `  <Odometer unit="mi">${vehicle.mileage}</Odometer>`,
    '</VehicleEvent>',
  ].join('\n');
  return { type: 'application/xml', content };
}

export function apiRequestBody(rng: Rng, kind: BodyKind, ctx: BodyContext): LoggedBody | null {
  const { site, user, vehicle, refs } = ctx;
  switch (kind) {
    case 'none':
      return null;
    case 'login':
      return json({ username: user?.email ?? 'admin@example.com', password: '****' });
    case 'login_local':
      return json({ site: site?.code ?? 'DAL', username: user?.username ?? 'clerk', password: '****' });
    case 'inspection_create':
      return json({ condition_report_type_id: 1, vehicle_id: vehicle.id });
    case 'inspection_update':
      return json({
        grade: rng.round(1, 5, 1),
        notes: rng.chance(0.3) ? 'Recheck after detail.' : '',
        comments: rng.chance(0.5) ? 'Minor door dings both sides.' : '',
      });
    case 'condition': {
      const item = rng.pick(artItems);
      return json({
        item_code: item.id,
        damage_code: rng.int(1, 30),
        severity_code: rng.int(1, 8),
        action_code: 'RPR',
        description: '',
        labor_hours: rng.round(0, 3, 1),
      });
    }
    case 'vehicle_update':
      return json({ keys_count: rng.int(0, 4), drivable: rng.chance(0.9) ? 1 : 0, body_type: vehicle.bodyCode });
    case 'multipart':
      // As the live API log describes a multipart body: its type and size, never its bytes.
      return { type: 'multipart/form-data; boundary=----seed', content: `[multipart/form-data; boundary=----seed body, ${rng.int(180, 2400) * 1024} bytes]` };
    case 'image_flags':
      return json(rng.chance(0.5) ? { main_image: 1 } : { is_private: rng.chance(0.5) ? 1 : 0 });
    case 'dealer_options':
      return json({
        options: {
          registration: { defaultLights: { red: 0, green: 1, white: 0, blue: 0, yellow: rng.chance(0.3) ? 1 : 0 }, defaultAnnouncements: [rng.int(1, 26)] },
        },
      });
    case 'mapping':
      return json(rng.chance(0.5) ? { is_active: rng.chance(0.5) ? 1 : 0 } : { transaction_code: 'RECON' });
    case 'flumbus_reset':
      return json({ status: 'new' });
    case 'config_value':
      return json({ value: rng.chance(0.5) ? 'true' : 'false' });
    case 'user_update':
      return json(rng.chance(0.5) ? { name: rng.pick(refs.users).name } : { premise_user: 0, is_global_admin: 1 });
    case 'cubed_xml':
      return cubedXml(rng, ctx);
    case 'report_delivery':
      return json({
        email: `buyer${rng.int(1, 400)}@example.com`,
        auction_id: null,
        reports: [refs.inspectionOf.get(vehicle.id) ?? 1],
        vehicles: [vehicle.id],
      });
    case 'shop':
      return json({ name: 'Mobile Detail', description: 'Contract detailer' });
    case 'exclusion':
      return json({ transaction_code: 'PHOTO' });
  }
}
