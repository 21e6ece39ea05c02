/**
 * The damage dialog: "New Damage" or "Edit Damage"; item, damage,
 * severity and action chosen from the catalogue (with autograde, damages follow the item and
 * severities follow both); the Tire/Wheel entry (Tire or Wheel, then the location, which picks
 * the item); the description with its counter; hours and money; one photo from the camera or
 * the files, marked up with circles, arrows and strokes (photo-markup-editor.tsx); and, when
 * editing, the repair toggles (Complete only once approved). Save stays disabled until item
 * and damage (and severity where required) are chosen, and says why. The dialog stays open when saving fails, with the reason.
 * Closing it or leaving the page with something entered asks first. What is entered is kept on
 * the device as it changes, and the dialog opens again with it after an expired session or a
 * reload (use-kept-damage.ts, ADR 0106).
 *
 * Plain elements in the kit's dialog (src/components/ui/dialog.tsx; its layout: damage-dialog.css): it is drawn
 * before the Chakra system exists, and each tap must paint within 100 ms on a slow tablet. The
 * sections are memoised on what they show, so a choice re-renders only what depends on it.
 */
import { memo, useCallback, useEffect, useEffectEvent, useId, useMemo, useReducer, useRef, useState, type Dispatch } from 'react';
import { damageChoices, inspectionLimits, severityChoices, type WheelPosition } from '@/contract/inspection-rules';
import type { Drilldown } from '@/contract/inspections';
import type { MarkupDrawing } from '@/contract/photo-markup';
import { TextArea, TextField } from '@/components/ui/field';
import { Combobox } from '@/components/ui/combobox';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { usePainted } from '@/lib/after-paint';
import { formatHours, formatMoney, formatTotal } from './amounts';
import {
  amountFields,
  amountLabels,
  checkDraft,
  draftAmounts,
  draftEdited,
  draftFrom,
  draftReducer,
  isMoney,
  type AmountField,
  type DamageDraft,
  rebaseDraft,
  type DraftAction,
  type EnteredDamage,
  type KeptDamage,
} from './damage-draft';
import { closeDamageDialog, damageDialogOpen, openKeptDamage, useOpenDamage } from './damage-dialog-store';
import { PhotoPicker } from './damage-photo-picker';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LeaveGuard } from '@/components/leave-guard';
import type { ShownDamage } from './overlay';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, type Choice } from './select-field';
import { useSaveDamage, type DamageReport } from './use-save-damage';
import { forgetKeptDamage, keptDamageFor, useKeepDamage } from './use-kept-damage';
import './inspection.css';
import './damage-dialog.css';
import { Button } from '@/components/ui/button';

export interface DamageDialogProps {
  /** The damage being edited, or null for a new one. */
  damage: ShownDamage | null;
  /** A new damage's item, chosen already (a zone of the damage diagram). */
  itemId?: number | null;
  /** What was entered in it before, kept on the device and not saved yet. */
  kept?: EnteredDamage | null;
  /** The report it is saved to (use-save-damage.ts). */
  report: DamageReport;
  catalogue: Drilldown;
  autograde: boolean;
  severityRequired: boolean;
  /** Cancelled, or saved. */
  onClose: () => void;
}

const positions: readonly [WheelPosition, string][] = [
  ['front_left', 'Front Left'],
  ['front_right', 'Front Right'],
  ['rear_left', 'Rear Left'],
  ['rear_right', 'Rear Right'],
];

const ChoiceSelect = memo(SelectField);
const code = (value: string) => (value === '' ? null : Number(value));

const TireWheelEntry = memo(function TireWheelEntry({ kind, dispatch }: { kind: DamageDraft['tireWheel']; dispatch: Dispatch<DraftAction> }) {
  const [open, setOpen] = useState(false);
  // Each step replaces the buttons of the one before: the focus goes to the new step's first
  // button, not to the page's body (where the dialog's Escape no longer reached it).
  const group = useRef<HTMLDivElement>(null);
  const stepped = useRef(false);
  useEffect(() => {
    if (!stepped.current) return;
    stepped.current = false;
    group.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [open, kind]);
  const step = (change: () => void) => () => {
    stepped.current = true;
    change();
  };
  let steps;
  if (!open) {
    steps = (
      <Button variant="outline" className="damage-dialog-start" onClick={step(() => setOpen(true))}>
        Tire/Wheel Damage
      </Button>
    );
  } else if (kind === null) {
    steps = (
      <>
        <p>Tire or Wheel?</p>
        <div className="insp-row">
          <Button variant="outline" colorPalette="brand" onClick={step(() => dispatch({ type: 'tireWheel', kind: 'tire' }))}>
            Tire
          </Button>
          <Button variant="outline" colorPalette="brand" onClick={step(() => dispatch({ type: 'tireWheel', kind: 'wheel' }))}>
            Wheel
          </Button>
          <Button variant="ghost" onClick={step(() => setOpen(false))}>
            Back
          </Button>
        </div>
      </>
    );
  } else {
    steps = (
      <>
        <p>Which {kind}?</p>
        <div className="insp-row">
          {positions.map(([position, label]) => (
            <Button
              variant="outline"
              colorPalette="brand"
              key={position}
              onClick={step(() => {
                dispatch({ type: 'location', position });
                setOpen(false);
              })}
            >
              {label}
            </Button>
          ))}
          <Button variant="ghost" onClick={step(() => dispatch({ type: 'tireWheel', kind: null }))}>
            Back
          </Button>
        </div>
      </>
    );
  }
  return (
    <div className="insp-stack" data-gap="s" role="group" aria-label="Tire/Wheel Damage" ref={group}>
      {steps}
    </div>
  );
});

/**
 * The item, by its display group: the longest list of the dialog (some ninety options), built
 * once per catalogue. Like every list of the dialog, its options join the select the frame after
 * the dialog is first painted (`painted`; only the chosen one before).
 */
const ItemSelect = memo(function ItemSelect({
  items,
  value,
  painted,
  dispatch,
}: {
  items: Drilldown['items'];
  value: number | null;
  painted: boolean;
  dispatch: Dispatch<DraftAction>;
}) {
  const chosen = items.find((item) => item.id === value);
  const options = useMemo(() => {
    const groups = [...new Set(items.map((item) => item.display_group_code ?? 'OTHER'))];
    return groups.map((group) => (
      <optgroup key={group} label={group}>
        {items
          .filter((item) => (item.display_group_code ?? 'OTHER') === group)
          .map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
      </optgroup>
    ));
  }, [items]);
  return (
    <Select label="Item" size="lg" value={value ?? ''} onChange={(event) => dispatch({ type: 'item', item: code(event.target.value) })}>
      <option value="">Choose an item</option>
      {painted ? options : chosen ? <option value={chosen.id}>{chosen.name}</option> : null}
    </Select>
  );
});

/**
 * The item found by typing (issue 41): the kit's combobox over the catalogue's items, beside the
 * select that lists them by group. Either chooses the draft's item, through the same action, so
 * the damages and severities follow it by the catalogue's rules; each shows the other's choice.
 */
const ItemSearch = memo(function ItemSearch({ items, value, dispatch }: { items: Drilldown['items']; value: number | null; dispatch: Dispatch<DraftAction> }) {
  const options = useMemo(() => items.map((item) => ({ value: String(item.id), label: item.name })), [items]);
  return (
    <Combobox
      label="Find a part"
      hint="Type part of its name: the item is chosen from what fits."
      size="lg"
      options={options}
      value={value === null ? null : String(value)}
      placeholder="e.g. front door"
      emptyText="No item has that name"
      onChange={(chosen) => dispatch({ type: 'item', item: code(chosen) })}
    />
  );
});

/**
 * The choices that fit the item, one tap each (issue 41): the damages, then the severities, as
 * buttons beside their selects, once the catalogue has narrowed them to a few (with autograde,
 * after the item; at most `chipsMax`). A tap is the select's choice; the chosen one is pressed.
 */
const chipsMax = 12;
const ChoiceChips = memo(function ChoiceChips({
  label,
  choices,
  value,
  onPick,
}: {
  label: string;
  choices: readonly Choice[];
  value: string;
  onPick: (value: string) => void;
}) {
  if (choices.length === 0 || choices.length > chipsMax) return null;
  return (
    <div className="damage-dialog-chips" role="group" aria-label={label}>
      {choices.map((choice) => (
        <Button
          key={choice.value}
          size="sm"
          variant={choice.value === value ? 'solid' : 'outline'}
          colorPalette={choice.value === value ? 'brand' : undefined}
          aria-pressed={choice.value === value}
          onClick={() => onPick(choice.value)}
        >
          {choice.label}
        </Button>
      ))}
    </div>
  );
});

/** Past 200 characters the counter says "Some text will be lost": Save keeps the first 200 (damage-draft.ts). */
const Description = memo(function Description({ text, dispatch }: { text: string; dispatch: Dispatch<DraftAction> }) {
  return (
    <TextArea
      label="Description"
      size="lg"
      rows={4}
      counter={inspectionLimits.descriptionMax}
      value={text}
      onChange={(event) => dispatch({ type: 'description', text: event.target.value })}
    />
  );
});

const AmountInput = memo(function AmountInput({
  field,
  value,
  error,
  dispatch,
}: {
  field: AmountField;
  value: string;
  error?: string;
  dispatch: Dispatch<DraftAction>;
}) {
  const money = isMoney(field);
  return (
    <TextField
      label={amountLabels[field]}
      size="lg"
      inputMode="decimal"
      startElement={money ? <span aria-hidden="true">$</span> : undefined}
      endElement={money ? undefined : <span aria-hidden="true">Hrs</span>}
      value={value}
      onChange={(event) => dispatch({ type: 'amount', field, text: event.target.value })}
      // Shown as amounts are written once the field is left: 1,234.50 and 1.5; zero becomes empty.
      onBlur={() => {
        const number = Number(value.replace(/[$,\s]/g, ''));
        if (!error && value.trim() !== '' && Number.isFinite(number))
          dispatch({ type: 'amount', field, text: money ? formatMoney(number) : formatHours(number) });
      }}
      error={error}
    />
  );
});

/** A repair flag: the kit's switch, its label what a finger hits (44 px high). */
function RepairSwitch({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled?: boolean; onChange: (on: boolean) => void }) {
  return (
    <Switch checked={checked} disabled={disabled} onCheckedChange={onChange}>
      {label}
    </Switch>
  );
}

const Repair = memo(function Repair({
  suggested,
  approved,
  repaired,
  dispatch,
}: {
  suggested: boolean;
  approved: boolean;
  repaired: boolean;
  dispatch: Dispatch<DraftAction>;
}) {
  return (
    <div className="insp-stack" data-gap="s" role="group" aria-label="Repair">
      <p className="damage-dialog-heading">Repair</p>
      <div className="insp-row damage-dialog-switches">
        <RepairSwitch label="Suggest repair" checked={suggested} onChange={(on) => dispatch({ type: 'repair', flag: 'repair_suggested', on })} />
        <RepairSwitch label="Approve repair" checked={approved} onChange={(on) => dispatch({ type: 'repair', flag: 'repair_approved', on })} />
        <RepairSwitch label="Complete" checked={repaired} disabled={!approved} onChange={(on) => dispatch({ type: 'repair', flag: 'damage_repaired', on })} />
      </div>
      {approved ? null : <p className="insp-small insp-muted">Complete is possible once the repair is approved.</p>}
    </div>
  );
});

export function DamageDialog({ damage, itemId = null, kept = null, report, catalogue, autograde, severityRequired, onClose }: DamageDialogProps) {
  const reduce = useMemo(() => draftReducer(catalogue, autograde), [catalogue, autograde]);
  const [initial] = useState(() =>
    // A zone's item, through the reducer: the same rules as a chosen item (damages narrowed to it).
    !damage && itemId !== null && catalogue.items.some((entry) => entry.id === itemId)
      ? reduce(draftFrom(null), { type: 'item', item: itemId })
      : draftFrom(damage?.fields ?? null),
  );
  // A kept edit: the user's changes over the damage as it is now (someone may have changed it);
  // a kept new damage is all the user's (its item may be a zone's), as it was.
  const [draft, dispatch] = useReducer(reduce, kept ? (damage ? rebaseDraft(kept, initial, catalogue, autograde) : kept.draft) : initial);
  // Closing (×, Escape, Cancel) or leaving the page with something entered asks first: a photo
  // marked up on the lot is not lost to a stray tap. Until then it is kept on the device.
  const edited = draftEdited(initial, draft);
  const forget = useKeepDamage(
    { vehicleId: report.vehicleId, reportId: report.reportId, damageId: damage?.id ?? null },
    { draft, from: initial },
    edited,
    kept !== null,
  );
  const [closing, setClosing] = useState(false);
  const close = () => (edited ? setClosing(true) : onClose());
  const closeForGood = () => {
    forget();
    onClose();
  };
  const { save, saving, failure, asking, confirm, cancel } = useSaveDamage(report, damage, catalogue);
  const blockedId = useId();
  const check = checkDraft(draft, severityRequired);
  const [readingPhoto, setReadingPhoto] = useState(false);
  const blocked = readingPhoto ? 'Reading the photo…' : (check.missing ?? (Object.keys(check.errors).length > 0 ? 'Correct the values marked in red' : null));
  const amounts = draftAmounts(draft);

  // The selects' options wait for the frame after the first paint (only the chosen one is there
  // before): styling some 150 options was more than half the tap that opens the dialog, and no
  // finger opens a list within a frame (issue 13: the tap paints within 100 ms at 4x CPU). So do
  // the description, the amounts, the photo and the repair, below the choices: the first frame
  // draws the choices only, and the panel is as tall from it (damage-dialog.css).
  const painted = usePainted();
  const { item_code: item, damage_code: damageCode } = draft;
  const damageOptions = useMemo<Choice[]>(() => {
    const allowed = new Set(damageChoices(catalogue, item, autograde));
    return catalogue.damages.filter((entry) => allowed.has(entry.id)).map((entry) => ({ value: String(entry.id), label: entry.name }));
  }, [catalogue, item, autograde]);
  const severityOptions = useMemo<Choice[]>(() => {
    const allowed = new Set(severityChoices(catalogue, item, damageCode, autograde));
    return catalogue.severities.filter((entry) => allowed.has(entry.id)).map((entry) => ({ value: String(entry.id), label: entry.name }));
  }, [catalogue, item, damageCode, autograde]);
  const actionOptions = useMemo<Choice[]>(() => catalogue.actionCodes.map((entry) => ({ value: entry.action_code, label: entry.action_desc })), [catalogue]);
  /** Before the first paint, a select holds its chosen option only. */
  const shown = (choices: Choice[], value: string) => (painted ? choices : choices.filter((choice) => choice.value === value));
  const pickDamage = useCallback((value: string) => dispatch({ type: 'damage', damage: code(value) }), []);
  const pickSeverity = useCallback((value: string) => dispatch({ type: 'severity', severity: code(value) }), []);
  const pickAction = useCallback((value: string) => dispatch({ type: 'action', action: value === '' ? null : value }), []);
  const pickPhoto = useCallback((file: File) => dispatch({ type: 'photo', file }), []);
  const removePhoto = useCallback(() => dispatch({ type: 'removePhoto' }), []);
  const markUp = useCallback((markup: MarkupDrawing | null) => dispatch({ type: 'markup', markup }), []);
  const undoMarkup = useCallback(() => dispatch({ type: 'undoMarkup' }), []);

  const footer = (
    <>
      {failure ? (
        <p className="insp-error damage-dialog-note" role="alert">
          {failure}
        </p>
      ) : null}
      {blocked ? (
        <p id={blockedId} className="insp-small insp-muted damage-dialog-note">
          {blocked}
        </p>
      ) : null}
      <Button variant="outline" onClick={close}>
        Cancel
      </Button>
      <Button
        colorPalette="brand"
        disabled={blocked !== null}
        // While the approval question waits for its answer nothing is being saved yet.
        loading={saving && !asking}
        loadingText="Saving…"
        aria-describedby={blocked ? blockedId : undefined}
        onClick={() =>
          void save(draft).then((saved) => {
            if (saved) closeForGood();
          })
        }
      >
        Save
      </Button>
    </>
  );

  const dialog = (
    <Dialog
      title={damage ? 'Edit Damage' : 'New Damage'}
      description={kept ? 'Not saved yet: the damage you were entering before, kept on this device.' : undefined}
      size="lg"
      placement="center"
      scrollBehavior="inside"
      cornerClose
      closeOnInteractOutside={false}
      className="insp-dialog damage-dialog"
      onClose={close}
      footer={footer}
    >
      <div className="insp-stack" data-gap="l">
        <TireWheelEntry kind={draft.tireWheel} dispatch={dispatch} />
        <ItemSearch items={catalogue.items} value={item} dispatch={dispatch} />
        <div className="damage-dialog-choices">
          <ItemSelect items={catalogue.items} value={item} painted={painted} dispatch={dispatch} />
          <ChoiceSelect
            label="Damage"
            value={damageCode === null ? '' : String(damageCode)}
            placeholder={item === null && autograde ? 'Choose an item first' : 'Choose a damage'}
            choices={shown(damageOptions, damageCode === null ? '' : String(damageCode))}
            onChange={pickDamage}
          />
          <ChoiceSelect
            label={severityRequired ? 'Severity (required at this site)' : 'Severity'}
            value={draft.severity_code === null ? '' : String(draft.severity_code)}
            placeholder="Choose a severity"
            choices={shown(severityOptions, draft.severity_code === null ? '' : String(draft.severity_code))}
            onChange={pickSeverity}
          />
          <ChoiceSelect
            label="Action"
            value={draft.action_code ?? ''}
            placeholder="Choose an action"
            choices={shown(actionOptions, draft.action_code ?? '')}
            onChange={pickAction}
          />
        </div>
        {autograde && item !== null ? (
          <>
            <ChoiceChips
              label="Damage, one tap"
              choices={painted ? damageOptions : []}
              value={damageCode === null ? '' : String(damageCode)}
              onPick={pickDamage}
            />
            {damageCode !== null ? (
              <ChoiceChips
                label="Severity, one tap"
                choices={painted ? severityOptions : []}
                value={draft.severity_code === null ? '' : String(draft.severity_code)}
                onPick={pickSeverity}
              />
            ) : null}
          </>
        ) : null}
        {painted ? (
          <>
            <Description text={draft.description} dispatch={dispatch} />
            <div className="damage-dialog-amounts">
              {amountFields.map((field) => (
                <AmountInput key={field} field={field} value={draft.amounts[field]} error={check.errors[field]} dispatch={dispatch} />
              ))}
            </div>
            <p className="damage-dialog-total" aria-live="polite">
              Total: {formatTotal([amounts.labor_cost, amounts.paint_cost, amounts.part_cost])}
            </p>
            <PhotoPicker
              chosen={draft.photo}
              removed={draft.removePhoto}
              current={damage?.photo ?? null}
              onPick={pickPhoto}
              onRemove={removePhoto}
              markup={draft.photo_markup}
              canUndo={draft.markupHistory.length > 0}
              onMarkup={markUp}
              onUndo={undoMarkup}
              onReading={setReadingPhoto}
            />
            {damage ? (
              <Repair
                suggested={draft.repair_suggested === 1}
                approved={draft.repair_approved === 1}
                repaired={draft.damage_repaired === 1}
                dispatch={dispatch}
              />
            ) : null}
          </>
        ) : null}
      </div>
    </Dialog>
  );
  // The question is drawn inside the open dialog (confirm-dialog.tsx), which keeps the focus.
  const question = asking ? (
    <ConfirmDialog open title="Approve Inspection?" confirmLabel="Approve" onCancel={cancel} onConfirm={confirm}>
      This action will create an approved inspection report. Once approved, an inspection report cannot be unapproved.
    </ConfirmDialog>
  ) : null;
  const closeQuestion = closing ? (
    <ConfirmDialog
      open
      title="Close without saving?"
      confirmLabel="Close"
      cancelLabel="Stay"
      danger
      onCancel={() => setClosing(false)}
      onConfirm={closeForGood}
    >
      What you entered in this damage has not been saved. If you close it, it is lost.
    </ConfirmDialog>
  ) : null;
  return (
    <>
      {dialog}
      {question}
      {closeQuestion}
      <LeaveGuard when={edited && !saving} onLeave={forget} />
    </>
  );
}

/**
 * The damage dialog where the toolbar or a card opened it (damage-dialog-store.ts), on the
 * report shown; closed when the editor leaves. On an editable report it opens by itself on what
 * was entered before and kept on the device (use-kept-damage.ts): a new damage's entry on the
 * report being edited, an edit's on its damage; the entry of a damage that is gone is forgotten.
 */
export function DamageDialogHost({
  report,
  damages,
  canEdit,
  catalogue,
  autograde,
  severityRequired,
}: {
  report: DamageReport | null;
  /** The report's damages, as shown. */
  damages: readonly ShownDamage[];
  canEdit: boolean;
  catalogue: Drilldown | null;
  autograde: boolean;
  severityRequired: boolean;
}) {
  const open = useOpenDamage();
  useEffect(() => closeDamageDialog, []);
  const vehicleId = report?.vehicleId;
  const reportId = report ? String(report.reportId) : null;
  const ready = canEdit && reportId !== null && catalogue !== null;
  // With the damages as shown when the kept entry is read (not a reason to read it again).
  const reopen = useEffectEvent((kept: KeptDamage) => {
    if (damageDialogOpen() || vehicleId === undefined) return;
    if (kept.damageId === null) return openKeptDamage(null, kept);
    const damage = damages.find((shown) => String(shown.id) === kept.damageId);
    if (damage) openKeptDamage(damage, kept);
    else if (kept.reportId === reportId) forgetKeptDamage(vehicleId);
  });
  useEffect(() => {
    if (!ready || vehicleId === undefined) return;
    let live = true;
    void keptDamageFor(vehicleId).then((kept) => {
      if (live && kept !== null) reopen(kept);
    });
    return () => {
      live = false;
    };
  }, [ready, vehicleId, reportId]);
  if (!open || !report || !catalogue) return null;
  return (
    <DamageDialog
      damage={open.damage}
      itemId={open.itemId ?? null}
      kept={open.kept ?? null}
      report={report}
      catalogue={catalogue}
      autograde={autograde}
      severityRequired={severityRequired}
      onClose={closeDamageDialog}
    />
  );
}
