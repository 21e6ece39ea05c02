/**
 * The tyres panel: for each wheel its brand (72), section width, ratio, rim
 * diameter and tread depth (0 to 20/32"), and whether there is a spare. Shown as a summary
 * of the four wheels, and edited as a whole once opened: Save and Cancel show only when
 * something changed, and leaving the page with a change asks first. What is entered is kept in
 * the tab until it is saved or cancelled (ADR 0105): after an expired session the panel opens
 * with it again. (Twenty choice lists drawn
 * only when needed keep the report quick to open on a tablet.)
 */
import { useRef, useState } from 'react';
import * as v from 'valibot';
import { LeaveGuard } from '@/components/leave-guard';
import type { TireBrand } from '@/contract/inspections';
import {
  Tires as TiresSchema,
  emptyTires,
  sectionWidths,
  tireRatios,
  treadDepths,
  wheelDiameters,
  wheelKeys,
  wheelNames,
  type Tire,
  type Tires,
  type WheelKey,
} from '@/contract/tires';
import { Checkbox } from '@/components/ui/checkbox';
import { sameValue } from '@/offline/conflict';
import { ChangeBadge, ChangeProblems } from './change-status';
import { EditButton, useEditorFocus } from './field';
import { Fact } from '@/components/fact';
import { marksSetting, type Mark } from './overlay';
import { SelectField } from './select-field';
import { Heading } from '@/components/ui/heading';
import { Button } from '@/components/ui/button';
import { useKeptDraft, type DraftCodec } from './use-kept-draft';

interface TyresPanelProps {
  tires: Tires | null;
  brands: readonly TireBrand[];
  canEdit: boolean;
  describedBy?: string;
  marks: readonly Mark[];
  /** What the tyres belong to, for the entry's draft: the vehicle's id. */
  draftOf: string;
  onSave: (tires: Tires) => Promise<void>;
}

/** The tyres being entered, kept as JSON (ADR 0105); one that is no longer the contract's shape is dropped. */
const tiresCodec: DraftCodec<Tires> = {
  read(text) {
    try {
      const parsed = v.safeParse(TiresSchema, JSON.parse(text));
      return parsed.success ? parsed.output : null;
    } catch {
      return null;
    }
  },
  write: (tires) => JSON.stringify(tires),
};

const choicesOf = (values: readonly (number | string)[]) => values.map((value) => ({ value: String(value), label: String(value) }));
const numberOr = (text: string, fallback: null | 0) => (text === '' ? fallback : Number(text));

function WheelFields({
  wheel,
  tire,
  brands,
  disabled,
  describedBy,
  onChange,
}: {
  wheel: WheelKey;
  tire: Tire;
  brands: readonly TireBrand[];
  disabled: boolean;
  describedBy?: string;
  onChange: (tire: Tire) => void;
}) {
  const name = wheelNames[wheel];
  return (
    <fieldset className="insp-wheel">
      <legend>{name}</legend>
      <SelectField
        label={`${name} brand`}
        value={tire.brand_id === null ? '' : String(tire.brand_id)}
        placeholder="Choose a brand"
        choices={brands.map((b) => ({ value: String(b.brand_id), label: b.brand }))}
        onChange={(v) => onChange({ ...tire, brand_id: numberOr(v, null) })}
        disabled={disabled}
        describedBy={describedBy}
      />
      <div className="insp-fields" data-fixed="">
        <SelectField
          label={`${name} width`}
          value={tire.treadWidth === null || tire.treadWidth === 0 ? '' : String(tire.treadWidth)}
          placeholder="---"
          choices={choicesOf(sectionWidths)}
          onChange={(v) => onChange({ ...tire, treadWidth: v === '' ? 0 : /X$/.test(v) ? v : Number(v) })}
          disabled={disabled}
          describedBy={describedBy}
        />
        <SelectField
          label={`${name} ratio`}
          value={tire.profile === null ? '' : String(tire.profile)}
          placeholder="---"
          choices={choicesOf(tireRatios)}
          onChange={(v) => onChange({ ...tire, profile: numberOr(v, null) })}
          disabled={disabled}
          describedBy={describedBy}
        />
        <SelectField
          label={`${name} diameter`}
          value={tire.diameter === null ? '' : String(tire.diameter)}
          placeholder="---"
          choices={choicesOf(wheelDiameters)}
          onChange={(v) => onChange({ ...tire, diameter: numberOr(v, null) })}
          disabled={disabled}
          describedBy={describedBy}
        />
        <SelectField
          label={`${name} tread depth`}
          value={tire.treadDepth === null ? '' : String(tire.treadDepth)}
          placeholder="---"
          choices={treadDepths.map((depth) => ({ value: String(depth), label: `${depth}/32` }))}
          onChange={(v) => onChange({ ...tire, treadDepth: numberOr(v, null) })}
          disabled={disabled}
          describedBy={describedBy}
        />
      </div>
    </fieldset>
  );
}

/** "Michelin 215/55R17 · 6/32", or what is missing. */
/** "Michelin 215/55R17 · 6/32"; a brand the device cannot name yet (the catalogue still loading) is left out, not called "No brand". */
function tireSummary(tire: Tire, brands: readonly TireBrand[]): string {
  const named = brands.find((entry) => entry.brand_id === tire.brand_id)?.brand;
  const brand = tire.brand_id === null ? 'No brand' : named;
  const size =
    tire.treadWidth && tire.profile && tire.diameter
      ? `${tire.treadWidth}/${tire.profile}R${tire.diameter}`
      : tire.treadWidth
        ? `${tire.treadWidth}`
        : 'no size';
  return `${brand ? `${brand} ` : ''}${size} · ${tire.treadDepth === null ? 'tread not measured' : `${tire.treadDepth}/32`}`;
}

export function TyresPanel({ tires, brands, canEdit, describedBy, marks, draftOf, onSave }: TyresPanelProps) {
  const saved = tires ?? emptyTires;
  const { value: draft, restored, set: setDraft } = useKeptDraft(`tyres.${draftOf}`, tiresCodec);
  const [open, setOpen] = useState(draft !== null);
  const shown = draft ?? saved;
  const changed = draft !== null && !sameValue(draft, saved);
  const mine = marksSetting(marks, 'tires');
  const blocked = canEdit ? undefined : describedBy;
  const { editButton, close: closeEditor } = useEditorFocus();
  const closeButton = useRef<HTMLButtonElement>(null);
  return (
    <section className="insp-stack" aria-labelledby="tyres-heading">
      <div className="insp-row">
        <Heading as="h3" size="md" id="tyres-heading">
          Tyres
        </Heading>
        <ChangeBadge marks={mine} />
      </div>
      {!open ? (
        <>
          <dl className="insp-facts" data-columns="2">
            {wheelKeys.map((wheel) => (
              <Fact key={wheel} label={wheelNames[wheel]} value={tires ? tireSummary(saved[wheel], brands) : 'Not recorded'} />
            ))}
            <Fact label="Spare tyre" value={tires ? (saved.spareExists ? 'Yes' : 'No') : 'Not recorded'} />
          </dl>
          <div>
            <EditButton ref={editButton} canEdit={canEdit} describedBy={describedBy} onClick={() => setOpen(true)}>
              Edit tyres
            </EditButton>
          </div>
        </>
      ) : (
        <>
          {restored && changed ? <p className="insp-muted">Not saved yet: the tyres you were entering before, kept on this device.</p> : null}
          <div className="insp-fields" data-wide="">
            {wheelKeys.map((wheel) => (
              <WheelFields
                key={wheel}
                wheel={wheel}
                tire={shown[wheel]}
                brands={brands}
                disabled={!canEdit}
                describedBy={blocked}
                onChange={(tire) => setDraft({ ...shown, [wheel]: tire })}
              />
            ))}
          </div>
          <Checkbox
            checked={shown.spareExists}
            onCheckedChange={(spareExists) => setDraft({ ...shown, spareExists })}
            disabled={!canEdit}
            aria-describedby={blocked}
          >
            Spare tyre
          </Checkbox>
          <div className="insp-row">
            {changed ? (
              <>
                <Button
                  colorPalette="brand"
                  onClick={() =>
                    void onSave(shown).then(() =>
                      closeEditor(() => {
                        setDraft(null);
                        setOpen(false);
                      }),
                    )
                  }
                >
                  Save tyres
                </Button>
                <Button
                  variant="outline"
                  onClick={() =>
                    closeEditor(
                      () => setDraft(null),
                      () => closeButton.current,
                    )
                  }
                >
                  Cancel
                </Button>
              </>
            ) : (
              <Button
                ref={closeButton}
                variant="outline"
                onClick={() =>
                  closeEditor(() => {
                    setDraft(null);
                    setOpen(false);
                  })
                }
              >
                Close
              </Button>
            )}
          </div>
          <LeaveGuard when={changed} onLeave={() => setDraft(null)} />
        </>
      )}
      <ChangeProblems marks={mine} fieldLabel={() => 'Tyres'} />
    </section>
  );
}
