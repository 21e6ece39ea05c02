/**
 * Helpers of the delivery end-to-end tests (ADR 0022): a DAL vehicle whose current report has
 * a damage with a photo, its share link as the API hands it out, and the e-mails the test
 * SMTP server received (tests/e2e/smtp-setup.ts writes each one to a file; mailparser reads it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { bearer, serverState, type ServerState } from './inspection-helpers';

export { inspectorToken } from './outbox-helpers';

export interface ReportedVehicle {
  state: ServerState & {
    vin: string;
    autoyear: number;
    automake: string;
    automodel: string;
    vehicle_images: { vehicle_image_id: number; is_private: number }[];
  };
}

/** The `index`-th DAL vehicle (status 1-3) whose current report has a damage with a photo, and a private photo when `privatePhoto`. */
export async function reportedVehicle(request: APIRequestContext, token: string, index: number, privatePhoto = false): Promise<ReportedVehicle['state']> {
  const reply = await request.get('/v3/util/vehicles?site=DAL&per_page=200&has[]=inspections&order_by[]=vehicle_id|asc', { headers: bearer(token) });
  const { data } = (await reply.json()) as { data: { vehicle_id: number; vehicle_status_id: number }[] };
  let found = 0;
  for (const vehicle of data.filter((entry) => entry.vehicle_status_id <= 3)) {
    const state = (await serverState(request, token, vehicle.vehicle_id)) as ReportedVehicle['state'];
    const withPhoto = state.inspections[0]?.inspection_items.some((item) => item.image !== null) ?? false;
    const hasPrivate = state.vehicle_images.some((image) => image.is_private === 1);
    if (withPhoto && (!privatePhoto || hasPrivate) && found++ === index) return state;
  }
  throw new Error(`The seed has no DAL vehicle number ${index} for this delivery test`);
}

export async function shareLink(request: APIRequestContext, token: string, vehicleId: number): Promise<string> {
  const reply = await request.get(`/v3/vehicles3/${vehicleId}/cubedUrl`, { headers: bearer(token) });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { response: { url: string } }).response.url;
}

/** Every message the test SMTP server received so far, oldest first. */
export async function receivedMail(): Promise<ParsedMail[]> {
  const folder = join(process.env.E2E_DATA_DIR ?? '', 'mail');
  let names: string[] = [];
  try {
    names = readdirSync(folder)
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(names.map((name) => simpleParser(readFileSync(join(folder, name)))));
}

/** The messages sent to `address` (each test uses its own address). */
export async function mailTo(address: string): Promise<ParsedMail[]> {
  return (await receivedMail()).filter((message) => message.to && !Array.isArray(message.to) && message.to.text === address);
}
