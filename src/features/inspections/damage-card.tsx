/**
 * One damage as a card: item and damage, severity, action, costs with their total,
 * description, photo (with its markup over it) and repair flags; its changes' state on it (waiting, sending, refused with
 * the reason, conflict with the choice); Edit and Delete. A photo the device still holds shows
 * from its bytes, and a photo the server refused says so ("Error uploading photo"): an
 * inspector never believes a photo is saved when it is not.
 */
import { memo, useRef, useState } from 'react';
import { apiUrl } from '@/api/http';
import { formatTimestamp } from '@/lib/dates';
import { hashPrefix } from '@/contract/condition-report';
import type { ConditionFieldName } from '@/contract/inspections';
import { useLocalPhotoUrl } from '@/offline/use-local-photo';
import { formatHours, formatMoney } from './amounts';
import { amountLabels } from './damage-draft';
import { ChangeBadge, ChangeProblems } from './change-status';
import { ConfirmDialog } from '@/components/confirm-dialog';
import './inspection.css';
import './damage-card.css';
import { damageTotal, type ShownDamage } from './overlay';
import { Card } from '@/components/ui/card';
import { Heading } from '@/components/ui/heading';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { MarkedPhoto } from '@/components/photo-markup/markup-layer';

export const damageTitle = (damage: ShownDamage) => [damage.names.item, damage.names.damage].filter(Boolean).join(' – ') || 'Damage';

/** The dialog's words for a damage's fields (a conflict names them): one for each field. */
const damageFieldLabels: Readonly<Record<ConditionFieldName, string>> = {
  item_code: 'Item',
  damage_code: 'Damage',
  severity_code: 'Severity',
  action_code: 'Action',
  description: 'Description',
  repair_suggested: 'Suggest repair',
  repair_approved: 'Approve repair',
  damage_repaired: 'Complete',
  photo_markup: 'Photo markup',
  ...amountLabels,
};

const money = (value: number | null) => (value ? `$${formatMoney(value)}` : '---');

/** The damage's photo at the dialog's size: the original, or `fallback` when it does not load (offline, not kept on the device). */
function LargePhoto({
  original,
  fallback,
  alt,
  markup,
}: {
  original: string | null;
  fallback: string;
  alt: string;
  markup: ShownDamage['fields']['photo_markup'];
}) {
  const [failed, setFailed] = useState(false);
  return (
    <MarkedPhoto
      src={original && !failed ? original : fallback}
      alt={alt}
      markup={markup}
      fit="contain"
      frameClassName="damage-photo-large"
      className="damage-photo-large-image"
      onError={() => setFailed(true)}
    />
  );
}

function PhotoOfDamage({ damage }: { damage: ShownDamage }) {
  const photo = damage.photo;
  const localUrl = useLocalPhotoUrl(photo?.localRecordId ?? null);
  const [large, setLarge] = useState(false);
  if (!photo) return null;
  const src = photo.small ? apiUrl(photo.small) : localUrl;
  const upload = photo.upload;
  const name = `Photo of ${damageTitle(damage)}`;
  return (
    <>
      <div className="damage-card-photo">
        {src ? (
          <button type="button" className="damage-card-photo-open" aria-haspopup="dialog" title="Open the photo larger" onClick={() => setLarge(true)}>
            <MarkedPhoto src={src} alt={name} markup={damage.fields.photo_markup} fit="cover" />
          </button>
        ) : (
          <div className="damage-card-photo-empty" />
        )}
        {upload?.state === 'needs-attention' ? (
          <p data-tone="error">Error uploading photo: {upload.lastError ?? 'the server refused it'}</p>
        ) : upload ? (
          <p>{upload.state === 'sending' ? 'Photo uploading' : 'Photo saved on this device, waiting to upload'}</p>
        ) : photo.capturedAt ? (
          // The evidence line as the printed report words it, the time in the house's format (it was the device's locale, 12/4/2026, with seconds).
          <p>
            Captured {formatTimestamp(photo.capturedAt)}
            {photo.sha256 ? ` · SHA-256 ${hashPrefix(photo.sha256)}` : ''}
          </p>
        ) : null}
      </div>
      {large && src ? (
        // The photo as taken, with its marks: the server's original (the small one where it cannot be had, offline), or the device's.
        <Dialog title={name} size="xl" placement="center" closeButton onClose={() => setLarge(false)}>
          <LargePhoto original={photo.original ? apiUrl(photo.original) : null} fallback={src} alt={name} markup={damage.fields.photo_markup} />
        </Dialog>
      ) : null}
    </>
  );
}

function Cost({ label, cost, hours }: { label: string; cost: number | null; hours: number | null }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {money(cost)}
        {hours ? ` · ${formatHours(hours)} Hrs` : ''}
      </dd>
    </div>
  );
}

interface DamageCardProps {
  damage: ShownDamage;
  /** Its place in the report: the number of its marker on the damage diagram and in the PDF. */
  number: number;
  canEdit: boolean;
  describedBy?: string;
  onEdit: (damage: ShownDamage) => void;
  /** After the question; `from`, the card's Delete button, which goes with the card. */
  onDelete: (damage: ShownDamage, from: HTMLButtonElement | null) => void;
}

export const DamageCard = memo(function DamageCard({ damage, number, canEdit, describedBy, onEdit, onDelete }: DamageCardProps) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const title = damageTitle(damage);
  const f = damage.fields;
  const photoDeleteRefused = damage.marks.find((mark) => mark.state === 'refused' && mark.record.method === 'DELETE' && /\/images\//.test(mark.record.path));
  const blocked = canEdit ? undefined : describedBy;
  return (
    <Card.Root as="li" size="sm" className="damage-card" aria-label={`Damage: ${title}`}>
      <Card.Body className="insp-stack">
        <div className="damage-card-head">
          <div>
            <Heading as="h3" size="md" className="damage-card-title">
              <span className="damage-card-number">
                <VisuallyHidden>Damage </VisuallyHidden>
                {number}
              </span>
              {title}
              <ChangeBadge marks={damage.marks} />
              {f.repair_suggested ? <span className="damage-card-flag">Repair suggested</span> : null}
              {f.repair_approved ? (
                <span className="damage-card-flag" data-flag="approved">
                  Repair approved
                </span>
              ) : null}
              {f.damage_repaired ? (
                <span className="damage-card-flag" data-flag="repaired">
                  Repaired
                </span>
              ) : null}
            </Heading>
            <p className="damage-card-meta">
              Severity: {damage.names.severity ?? '---'} · Action: {damage.names.action ?? '---'}
            </p>
          </div>
          <div className="damage-card-actions">
            <Button
              variant="outline"

              onClick={() => onEdit(damage)}
              disabled={!canEdit}
              aria-describedby={blocked}
              aria-label={`Edit ${title}`}
            >
              Edit
            </Button>
            <Button
              ref={deleteButton}
              variant="ghost"
              colorPalette="red"
              onClick={() => setConfirmDelete(true)}
              disabled={!canEdit}
              aria-describedby={blocked}
              aria-label={`Delete ${title}`}
            >
              Delete
            </Button>
          </div>
        </div>
        <div className="damage-card-body">
          <dl className="damage-card-costs">
            <Cost label="Labor" cost={f.labor_cost} hours={f.labor_hours} />
            <Cost label="Paint" cost={f.paint_cost} hours={f.paint_hours} />
            <Cost label="Part" cost={f.part_cost} hours={f.part_hours} />
            <div>
              <dt>Total</dt>
              <dd className="damage-card-total">${formatMoney(damageTotal(damage)) || '0.00'}</dd>
            </div>
          </dl>
          {/* The costs first, in the same columns on every card; the photo and the description under them. */}
          <PhotoOfDamage damage={damage} />
          {f.description ? <p className="damage-card-description">{f.description}</p> : null}
        </div>
        {photoDeleteRefused ? (
          <p className="damage-card-error">Error deleting photo: {photoDeleteRefused.record.lastError ?? 'the server refused it'}</p>
        ) : null}
        <ChangeProblems marks={damage.marks} fieldLabel={(field) => (damageFieldLabels as Readonly<Record<string, string>>)[field] ?? field} />
        {confirmDelete ? (
          <ConfirmDialog
            open
            title="Delete this damage?"
            confirmLabel="Delete"
            danger
            onCancel={() => setConfirmDelete(false)}
            onConfirm={() => {
              setConfirmDelete(false);
              onDelete(damage, deleteButton.current);
            }}
          >
            “{title}” and its photo will be removed from the inspection.
          </ConfirmDialog>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
});
