/**
 * Helpers of the inspection editor's end-to-end tests: vehicles of the seed that fit a test,
 * the server's view of a vehicle's inspection (read through the API, as a client would), the
 * editor opened as an inspector, and the damage dialog filled the way a person fills it.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export interface ServerDamage {
  vehicle_condition_id: number;
  item: { name: string } | null;
  damage: { name: string } | null;
  severity_code: number | null;
  description: string | null;
  labor_cost: number | null;
  repair_approved: number;
  image: { id: number; sha256: string } | null;
  etag: string;
}

export interface ServerReport {
  condition_report_id: number;
  condition_report_type_id: number;
  grade: number | null;
  comments: string | null;
  notes: string | null;
  total_damages_cost: number;
  read_only: boolean;
  inspection_items: ServerDamage[];
  etag: string;
}

export interface ServerState {
  vehicle_id: number;
  vin: string;
  autoyear: number | string | null;
  automake: string | null;
  automodel: string | null;
  keys_count: number | null;
  drivable: number | null;
  body_type: string | null;
  tires: { leftFront: { treadDepth: number | null; brand_id: number | null }; spareExists: boolean } | null;
  inspections: ServerReport[];
  etag: string;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function serverState(request: APIRequestContext, token: string, vehicleId: number): Promise<ServerState> {
  const reply = await request.get(`/v3/vehicles3/${vehicleId}/full`, { headers: bearer(token) });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { response: ServerState }).response;
}

/**
 * DAL vehicles that may be written to (status 1-3) and have no report, one per `slot`
 * (distinct per test across the inspection specs); a retry takes the next ones.
 */
export async function freshVehicle(request: APIRequestContext, token: string, slot: number, retry: number): Promise<number> {
  const reply = await request.get('/v3/util/vehicles?site=DAL&per_page=100&notHas[]=inspections&order_by[]=vehicle_id|asc', { headers: bearer(token) });
  const { data } = (await reply.json()) as { data: { vehicle_id: number; vehicle_status_id: number }[] };
  const writable = data.filter((vehicle) => vehicle.vehicle_status_id <= 3);
  const vehicle = writable[slot + retry * 30];
  if (!vehicle) throw new Error(`no fresh DAL vehicle number ${slot}`);
  return vehicle.vehicle_id;
}

export async function openEditor(page: Page, vehicleId: number): Promise<void> {
  await page.goto(`/vehicles/${vehicleId}/inspections`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Inspection' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vehicle' })).toBeVisible();
}

export async function createReport(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Create Inspection' }).click();
  const question = page.getByRole('alertdialog', { name: 'Create Report?' });
  await expect(question).toContainText('Are you sure you want to create an inspection report for this vehicle?');
  await question.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Damages (0)' })).toBeVisible();
}

/** A JPEG made by the page's canvas, `hue` telling photos apart. */
export async function jpeg(page: Page, hue: number): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const base64 = await page.evaluate(async (h) => {
    const canvas = new OffscreenCanvas(640, 480);
    const g = canvas.getContext('2d');
    if (!g) throw new Error('no 2d context');
    g.fillStyle = `hsl(${h}, 70%, 45%)`;
    g.fillRect(0, 0, 640, 480);
    g.fillStyle = '#fff';
    g.fillRect(100 + h, 150, 200, 80);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, hue);
  return { name: `damage-${hue}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

export interface DamageInput {
  item: string;
  damage: string;
  severity?: string;
  action?: string;
  description?: string;
  laborCost?: string;
  laborHours?: string;
  photo?: { name: string; mimeType: string; buffer: Buffer };
}

/** Fills the open damage dialog. */
export async function fillDamage(dialog: Locator, input: DamageInput): Promise<void> {
  await dialog.getByRole('combobox', { name: 'Item' }).selectOption({ label: input.item });
  await dialog.getByRole('combobox', { name: 'Damage', exact: true }).selectOption({ label: input.damage });
  if (input.severity) await dialog.getByRole('combobox', { name: /^Severity/ }).selectOption({ label: input.severity });
  if (input.action) await dialog.getByRole('combobox', { name: 'Action' }).selectOption({ label: input.action });
  if (input.description !== undefined) await dialog.getByRole('textbox', { name: 'Description' }).fill(input.description);
  if (input.laborCost) await dialog.getByRole('textbox', { name: 'Labor cost' }).fill(input.laborCost);
  if (input.laborHours) await dialog.getByRole('textbox', { name: 'Labor hours' }).fill(input.laborHours);
  if (input.photo) await dialog.getByLabel('Photo file').setInputFiles(input.photo);
}

/** Adds a damage through the dialog and waits for its card. */
export async function addDamage(page: Page, input: DamageInput): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Damage' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Damage' });
  await fillDamage(dialog, input);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem', { name: `Damage: ${input.item} – ${input.damage}` });
  await expect(card).toBeVisible();
  return card;
}

/** A tyre document with every wheel's size, and the tread depth given (null: not measured). */
export const measuredTires = (depth: number | null) => {
  const tire = { brand_id: 3, treadWidth: 215, profile: 55, diameter: 17, treadDepth: depth };
  return { leftFront: tire, rightFront: tire, leftRear: tire, rightRear: tire, spareExists: true };
};

/** As a browser without a PDF viewer: the print page offers the download instead of opening the report. */
export async function withoutPdfViewer(page: Page): Promise<void> {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'pdfViewerEnabled', { get: () => false }));
}
