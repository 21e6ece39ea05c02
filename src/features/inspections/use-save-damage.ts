/**
 * Saving a damage from its dialog, the feature action the dialog calls itself. The photo is
 * made small first: a damage is queued only once its photo is ready to go with it, and hashed:
 * marks drawn in the dialog are tied to the SHA-256 of the bytes this device sends, or of the
 * damage's photo they were drawn on (ADR 0095), before anything is queued. Then, in the
 * vehicle's outbox group (writes.ts): a new damage's create, or an edit's changed fields only
 * (on the version shown, so they merge and rebase), then its photo, or the removal of the one it
 * had. An edit that would make the approved report (approving or completing a repair while there
 * is none) asks first, "Approve Inspection?"; declined, nothing is queued and the dialog stays
 * open as it was. A save that fails (the photo could not be made small, the device's storage is
 * full, nobody is signed in) says why, and the dialog stays open.
 */
import { useState } from 'react';
import { approvesReport } from '@/contract/inspection-rules';
import type { ConditionUpdate, Drilldown } from '@/contract/inspections';
import { compressPhoto, type CompressedPhoto } from '@/lib/photo-compression';
import { sha256Hex } from '@/lib/sha256';
import { photoBytes } from '@/offline/outbox';
import { damageTitle } from './damage-card';
import { changedFields, createBody, hasNewMarks, type DamageDraft } from './damage-draft';
import type { ShownDamage, ShownPhoto } from './overlay';
import { baseOf, queueCreateDamage, queueDamagePhoto, queueDeleteDamagePhoto, queueUpdateDamage, type AnyId } from './writes';

/** The report a damage is saved to. */
export interface DamageReport {
  vehicleId: number;
  reportId: AnyId;
  /** The vehicle has its approved report already: approving a repair asks nothing. */
  approvedExists: boolean;
}

/** A new damage's title, from the catalogue's names of its item and damage. */
const newTitle = (catalogue: Drilldown, itemCode: number, damageCode: number) =>
  [catalogue.items.find((item) => item.id === itemCode)?.name, catalogue.damages.find((damage) => damage.id === damageCode)?.name].filter(Boolean).join(' – ');

/**
 * The SHA-256 of the photo the draft's new marks were drawn on: the bytes this save sends (a
 * new photo), else the damage's photo: the server's hash, or that of the bytes still in the
 * outbox. Null when there are no new marks (or no photo to tie them to).
 */
async function drawnOnSha256(draft: DamageDraft, sent: { photo: CompressedPhoto; sha256: string } | null, current: ShownPhoto | null): Promise<string | null> {
  if (!hasNewMarks(draft)) return null;
  if (sent) return sent.sha256;
  if (current?.sha256) return current.sha256;
  const bytes = current?.localRecordId != null ? await photoBytes(current.localRecordId) : null;
  return bytes ? sha256Hex(bytes) : null;
}

export function useSaveDamage(report: DamageReport, editing: ShownDamage | null, catalogue: Drilldown) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ answer: (approve: boolean) => void } | null>(null);

  const approved = () => new Promise<boolean>((answer) => setAsking({ answer }));

  /** Queues what the draft says; whether it was saved (false: the approval was declined, or it failed and `failure` says why). */
  async function queueDraft(draft: DamageDraft): Promise<boolean> {
    const { vehicleId, reportId } = report;
    const compressed = draft.photo
      ? await compressPhoto(draft.photo).catch((error: unknown) =>
          Promise.reject(new Error(`Error uploading photo: ${error instanceof Error ? error.message : String(error)}`)),
        )
      : null;
    const photo = compressed ? { photo: compressed, sha256: await sha256Hex(compressed.bytes) } : null;
    const photoSha256 = await drawnOnSha256(draft, photo, editing?.photo ?? null);
    if (editing === null) {
      const body = createBody(draft, photoSha256);
      const title = newTitle(catalogue, body.item_code, body.damage_code);
      const tempId = await queueCreateDamage(vehicleId, reportId, body, `New damage: ${title}`);
      if (photo) await queueDamagePhoto(vehicleId, reportId, tempId, photo, `Photo of ${title}`);
      return true;
    }
    const changes: ConditionUpdate = changedFields(draft, editing.fields, photoSha256);
    const title = damageTitle(editing);
    if (Object.keys(changes).length > 0) {
      if (approvesReport(changes, report.approvedExists) && !(await approved())) return false;
      const version = { etag: editing.etag, base: baseOf(editing.fields, changes) };
      await queueUpdateDamage(vehicleId, reportId, editing.id, changes, version, `Edit damage: ${title}`);
    }
    if (photo) await queueDamagePhoto(vehicleId, reportId, editing.id, photo, `Photo of ${title}`);
    else if (draft.removePhoto && editing.photo)
      await queueDeleteDamagePhoto(vehicleId, reportId, editing.id, editing.photo.id, editing.photo.upload?.id ?? null, `Delete photo of ${title}`);
    return true;
  }

  const answer = (approve: boolean) => {
    asking?.answer(approve);
    setAsking(null);
  };

  return {
    /** Saves the draft; resolves true once it is on the device (the dialog then closes). */
    save: async (draft: DamageDraft): Promise<boolean> => {
      setSaving(true);
      setFailure(null);
      try {
        return await queueDraft(draft);
      } catch (error) {
        setFailure(error instanceof Error ? error.message : String(error));
        return false;
      } finally {
        setSaving(false);
      }
    },
    saving,
    /** Why the last save failed, shown in the dialog. */
    failure,
    /** "Approve Inspection?" is being asked. */
    asking: asking !== null,
    confirm: () => answer(true),
    cancel: () => answer(false),
  };
}
