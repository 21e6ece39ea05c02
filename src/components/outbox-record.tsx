/**
 * Which vehicle a queued change belongs to, and what it holds: an inspector with refused changes
 * on several cars tells them apart, and sees (and can copy, or save) the text and the photo a
 * refused change carries before choosing Retry or Discard. Shown on the outbox page and, for a
 * refused change, on the inspection it belongs to (change-status.tsx).
 */
import * as v from 'valibot';
import { Link } from '@/components/ui/link';
import type { OutboxRecord } from '@/offline/record';
import './outbox-record.css';

/** What a cached read of the vehicle (its inspection state, or the vehicle) says about it. */
const CachedVehicle = v.object({
  vin: v.string(),
  autoyear: v.nullish(v.union([v.number(), v.string()])),
  automake: v.nullish(v.string()),
  automodel: v.nullish(v.string()),
});

/** The vehicle a record's group names (`vehicle:4433`), or null. */
export function vehicleIdOf(record: Pick<OutboxRecord, 'group'>): number | null {
  const id = /^vehicle:(\d+)$/.exec(record.group)?.[1];
  return id === undefined ? null : Number(id);
}

/**
 * "2018 Toyota Camry · VIN …285308" from the first of `reads` (what this device has read about
 * the vehicle) that names its VIN, else "Vehicle 4433".
 */
export function vehicleName(reads: readonly unknown[], vehicleId: number): string {
  const parsed = reads.map((read) => v.safeParse(CachedVehicle, read)).find((result) => result.success);
  if (!parsed?.success) return `Vehicle ${vehicleId}`;
  const { vin, autoyear, automake, automodel } = parsed.output;
  const model = [autoyear, automake, automodel].filter((part) => part !== null && part !== undefined && part !== '').join(' ');
  const last6 = vin.length >= 6 ? `VIN …${vin.slice(-6)}` : null;
  return [model, last6].filter(Boolean).join(' · ') || `Vehicle ${vehicleId}`;
}

/** The words a change's text fields go by (the rest are in its label: the item and damage). */
const textFields: Readonly<Record<string, string>> = {
  description: 'Description',
  notes: 'Note',
  comments: 'Comment',
  display_name: 'Name',
};

/** The texts a JSON change carries, by their names: what would be lost with it. */
export function recordTexts(record: Pick<OutboxRecord, 'body'>): { label: string; text: string }[] {
  const value = record.body?.kind === 'json' ? record.body.value : null;
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(textFields).flatMap(([field, label]) => {
    const text = (value as Record<string, unknown>)[field];
    return typeof text === 'string' && text.trim() !== '' ? [{ label, text }] : [];
  });
}

/**
 * A refused change's content: its texts, and its photo (`photoUrl`: its bytes on the device, from
 * useLocalPhotoUrl) with a way to keep a copy of it. Code and sheet of the shell: it does not
 * import the offline engine, whose chunk carries no stylesheet.
 */
export function RecordContent({ record, photoUrl: url }: { record: OutboxRecord; photoUrl: string | null }) {
  const photo = record.body?.kind === 'file' ? record.body : null;
  const texts = recordTexts(record);
  if (texts.length === 0 && !photo) return null;
  return (
    <div className="outbox-content">
      {texts.map(({ label, text }) => (
        <p key={label} className="outbox-content-text">
          <span className="outbox-content-label">{label}:</span> {text}
        </p>
      ))}
      {photo && url ? (
        <div className="outbox-content-photo">
          <img src={url} alt={record.label} />
          <Link href={url} download={photo.fileName} variant="underline">
            Save a copy of the photo ({photo.fileName})
          </Link>
        </div>
      ) : null}
    </div>
  );
}
