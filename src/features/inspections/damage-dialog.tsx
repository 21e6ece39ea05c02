/**
 * The damage dialog (spec 02, points 4 and 5): "New Damage" or "Edit Damage"; item, damage,
 * severity and action chosen from the catalogue (with autograde, damages follow the item and
 * severities follow both); the Tire/Wheel entry (Tire or Wheel, then the location, which picks
 * the item); the description with its counter; hours and money; one photo from the camera or
 * the files; and, when editing, the repair toggles (Complete only once approved). Save stays
 * disabled until item and damage (and severity where required) are chosen, and says why.
 * The dialog stays open when saving fails, with the reason.
 */
import { Button, CloseButton, Dialog, Field, Flex, Input, NativeSelect, Portal, SimpleGrid, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { startTransition, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { damageChoices, inspectionLimits, severityChoices, type WheelPosition } from '../../contract/inspection-rules';
import type { Drilldown } from '../../contract/inspections';
import { useLocalPhotoUrl } from '../../offline/use-local-photo';
import { apiUrl } from '../../api/http';
import { formatHours, formatMoney, formatTotal } from './amounts';
import { amountLabels, checkDraft, draftAmounts, draftFrom, draftReducer, isMoney, type AmountField, type DamageDraft } from './damage-draft';
import type { ShownDamage } from './overlay';
import { SelectField } from './select-field';

export interface DamageDialogProps {
  /** The damage being edited, or null for a new one. */
  damage: ShownDamage | null;
  catalogue: Drilldown;
  autograde: boolean;
  severityRequired: boolean;
  onCancel: () => void;
  /** Saves the draft; rejects with the reason it could not be saved (the dialog stays open). */
  onSave: (draft: DamageDraft) => Promise<void>;
}

const photoTypes = 'image/jpeg,image/png,.jpg,.jpeg,.png';
const positions: readonly [WheelPosition, string][] = [
  ['front_left', 'Front Left'],
  ['front_right', 'Front Right'],
  ['rear_left', 'Rear Left'],
  ['rear_right', 'Rear Right'],
];

function AmountInput({ field, value, error, onChange }: { field: AmountField; value: string; error?: string; onChange: (text: string) => void }) {
  const money = isMoney(field);
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{amountLabels[field]}</Field.Label>
      <Flex align="center" gap="1" w="full">
        {money ? (
          <Text aria-hidden="true" color="fg.muted">
            $
          </Text>
        ) : null}
        <Input
          inputMode="decimal"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          // Shown as the spec writes amounts once the field is left: 1,234.50 and 1.5; zero becomes empty.
          onBlur={() => {
            const number = Number(value.replace(/[$,\s]/g, ''));
            if (!error && value.trim() !== '' && Number.isFinite(number)) onChange(money ? formatMoney(number) : formatHours(number));
          }}
          minH="44px"
          bg="bg"
        />
        {money ? null : (
          <Text aria-hidden="true" color="fg.muted">
            Hrs
          </Text>
        )}
      </Flex>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

function PhotoPicker({
  draft,
  current,
  onPick,
  onRemove,
}: {
  draft: DamageDraft;
  current: ShownDamage['photo'];
  onPick: (file: File | null) => void;
  onRemove: () => void;
}) {
  const files = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const localUrl = useLocalPhotoUrl(current?.localRecordId ?? null);
  const chosenUrl = useMemo(() => (draft.photo ? URL.createObjectURL(draft.photo) : null), [draft.photo]);
  useEffect(() => () => (chosenUrl ? URL.revokeObjectURL(chosenUrl) : undefined), [chosenUrl]);
  const shownUrl = chosenUrl ?? (draft.removePhoto ? null : current?.small ? apiUrl(current.small) : localUrl);
  const [refusal, setRefusal] = useState<string | null>(null);
  const take = (file: File | undefined) => {
    if (!file) return;
    if (!/^image\/(jpeg|png)$/.test(file.type) && !/\.(jpe?g|png)$/i.test(file.name)) {
      setRefusal('A damage photo must be a JPG or PNG image.');
      return;
    }
    setRefusal(null);
    onPick(file);
  };
  return (
    <Stack gap="2">
      <Text fontWeight="medium">Photo</Text>
      {shownUrl ? (
        <img
          src={shownUrl}
          alt={draft.photo ? 'The photo chosen' : 'The damage photo'}
          style={{ width: 200, height: 150, objectFit: 'cover', borderRadius: 6 }}
        />
      ) : (
        <Text color="fg.muted">No photo</Text>
      )}
      <Flex gap="2" wrap="wrap">
        <Button minH="44px" variant="outline" onClick={() => camera.current?.click()}>
          Take photo
        </Button>
        <Button minH="44px" variant="outline" onClick={() => files.current?.click()}>
          Choose photo
        </Button>
        {shownUrl ? (
          <Button minH="44px" variant="ghost" colorPalette="red" onClick={onRemove}>
            Remove photo
          </Button>
        ) : null}
      </Flex>
      <input
        ref={camera}
        type="file"
        accept={photoTypes}
        capture="environment"
        hidden
        aria-label="Camera photo"
        onChange={(event) => take(event.target.files?.[0])}
      />
      <input ref={files} type="file" accept={photoTypes} hidden aria-label="Photo file" onChange={(event) => take(event.target.files?.[0])} />
      {refusal ? (
        <Text color="fg.error" role="alert">
          {refusal}
        </Text>
      ) : null}
    </Stack>
  );
}

function RepairToggle({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled?: boolean; onChange: (on: boolean) => void }) {
  return (
    <Switch.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked)}
      colorPalette="brand"
      minH="44px"
      display="inline-flex"
      alignItems="center"
      gap="2"
    >
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

export function DamageDialog({ damage, catalogue, autograde, severityRequired, onCancel, onSave }: DamageDialogProps) {
  const reduce = useMemo(() => draftReducer(catalogue, autograde), [catalogue, autograde]);
  const [draft, dispatch] = useReducer(reduce, damage?.fields ?? null, draftFrom);
  const [saving, setSaving] = useState(false);
  const [tireWheelOpen, setTireWheelOpen] = useState(false);
  // The frame paints at once; its fields follow in the next frame (the tap is answered within a frame on a slow tablet).
  const [fieldsShown, setFieldsShown] = useState(false);
  useEffect(() => startTransition(() => setFieldsShown(true)), []);
  const [failure, setFailure] = useState<string | null>(null);
  const check = checkDraft(draft, severityRequired);
  const blocked = check.missing ?? (Object.keys(check.errors).length > 0 ? 'Correct the values marked in red' : null);
  const damages = damageChoices(catalogue, draft.item_code, autograde);
  const severities = severityChoices(catalogue, draft.item_code, draft.damage_code, autograde);
  const amounts = draftAmounts(draft);
  const described = draft.description.length;
  const groups = [...new Set(catalogue.items.map((item) => item.display_group_code ?? 'OTHER'))];

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await onSave(draft);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root open size="lg" scrollBehavior="inside" closeOnInteractOutside={false} onOpenChange={(details) => !details.open && onCancel()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="2">
            <Dialog.Header>
              <Dialog.Title>{damage ? 'Edit Damage' : 'New Damage'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {!fieldsShown ? (
                <Text color="fg.muted">Loading the damage…</Text>
              ) : (
                <Stack gap="4">
                  <Stack gap="2" role="group" aria-label="Tire/Wheel Damage">
                    {!tireWheelOpen ? (
                      <Button alignSelf="start" minH="44px" variant="outline" onClick={() => setTireWheelOpen(true)}>
                        Tire/Wheel Damage
                      </Button>
                    ) : draft.tireWheel === null ? (
                      <>
                        <Text>Tire or Wheel?</Text>
                        <Flex gap="2" wrap="wrap">
                          <Button minH="44px" colorPalette="brand" variant="outline" onClick={() => dispatch({ type: 'tireWheel', kind: 'tire' })}>
                            Tire
                          </Button>
                          <Button minH="44px" colorPalette="brand" variant="outline" onClick={() => dispatch({ type: 'tireWheel', kind: 'wheel' })}>
                            Wheel
                          </Button>
                          <Button minH="44px" variant="ghost" onClick={() => setTireWheelOpen(false)}>
                            Back
                          </Button>
                        </Flex>
                      </>
                    ) : (
                      <>
                        <Text>Which {draft.tireWheel}?</Text>
                        <Flex gap="2" wrap="wrap">
                          {positions.map(([position, label]) => (
                            <Button
                              key={position}
                              minH="44px"
                              colorPalette="brand"
                              variant="outline"
                              onClick={() => {
                                dispatch({ type: 'location', position });
                                setTireWheelOpen(false);
                              }}
                            >
                              {label}
                            </Button>
                          ))}
                          <Button minH="44px" variant="ghost" onClick={() => dispatch({ type: 'tireWheel', kind: null })}>
                            Back
                          </Button>
                        </Flex>
                      </>
                    )}
                  </Stack>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                    <Field.Root>
                      <Field.Label>Item</Field.Label>
                      <NativeSelect.Root size="lg">
                        <NativeSelect.Field
                          bg="bg"
                          minH="44px"
                          value={draft.item_code ?? ''}
                          onChange={(event) => dispatch({ type: 'item', item: event.target.value === '' ? null : Number(event.target.value) })}
                        >
                          <option value="">Choose an item</option>
                          {groups.map((group) => (
                            <optgroup key={group} label={group}>
                              {catalogue.items
                                .filter((item) => (item.display_group_code ?? 'OTHER') === group)
                                .map((item) => (
                                  <option key={item.id} value={item.id}>
                                    {item.name}
                                  </option>
                                ))}
                            </optgroup>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    <SelectField
                      label="Damage"
                      value={draft.damage_code === null ? '' : String(draft.damage_code)}
                      placeholder={draft.item_code === null && autograde ? 'Choose an item first' : 'Choose a damage'}
                      choices={catalogue.damages.filter((entry) => damages.includes(entry.id)).map((entry) => ({ value: String(entry.id), label: entry.name }))}
                      onChange={(value) => dispatch({ type: 'damage', damage: value === '' ? null : Number(value) })}
                    />
                    <SelectField
                      label={severityRequired ? 'Severity (required at this site)' : 'Severity'}
                      value={draft.severity_code === null ? '' : String(draft.severity_code)}
                      placeholder="Choose a severity"
                      choices={catalogue.severities
                        .filter((entry) => severities.includes(entry.id))
                        .map((entry) => ({ value: String(entry.id), label: entry.name }))}
                      onChange={(value) => dispatch({ type: 'severity', severity: value === '' ? null : Number(value) })}
                    />
                    <SelectField
                      label="Action"
                      value={draft.action_code ?? ''}
                      placeholder="Choose an action"
                      choices={catalogue.actionCodes.map((entry) => ({ value: entry.action_code, label: entry.action_desc }))}
                      onChange={(value) => dispatch({ type: 'action', action: value === '' ? null : value })}
                    />
                  </SimpleGrid>
                  <Field.Root invalid={Boolean(check.errors.description)}>
                    <Field.Label>Description</Field.Label>
                    <Textarea value={draft.description} onChange={(event) => dispatch({ type: 'description', text: event.target.value })} rows={2} bg="bg" />
                    <Text fontSize="sm" color={described >= inspectionLimits.descriptionMax ? 'fg.error' : 'fg.muted'} aria-live="polite">
                      {described}/{inspectionLimits.descriptionMax}
                      {described > inspectionLimits.descriptionMax ? ' · Some text will be lost' : ''}
                    </Text>
                    {check.errors.description ? <Field.ErrorText>{check.errors.description}</Field.ErrorText> : null}
                  </Field.Root>
                  <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
                    {(['labor_hours', 'paint_hours', 'part_hours', 'labor_cost', 'paint_cost', 'part_cost'] as const).map((field) => (
                      <AmountInput
                        key={field}
                        field={field}
                        value={draft.amounts[field]}
                        error={check.errors[field]}
                        onChange={(text) => dispatch({ type: 'amount', field, text })}
                      />
                    ))}
                  </SimpleGrid>
                  <Text fontWeight="semibold" aria-live="polite">
                    Total: {formatTotal([amounts.labor_cost, amounts.paint_cost, amounts.part_cost])}
                  </Text>
                  <PhotoPicker
                    draft={draft}
                    current={damage?.photo ?? null}
                    onPick={(file) => dispatch({ type: 'photo', file })}
                    onRemove={() => dispatch({ type: 'removePhoto' })}
                  />
                  {damage ? (
                    <Stack gap="1" role="group" aria-label="Repair">
                      <Text fontWeight="medium">Repair</Text>
                      <Flex gap="4" wrap="wrap">
                        <RepairToggle
                          label="Suggest repair"
                          checked={draft.repair_suggested === 1}
                          onChange={(on) => dispatch({ type: 'repair', flag: 'repair_suggested', on })}
                        />
                        <RepairToggle
                          label="Approve repair"
                          checked={draft.repair_approved === 1}
                          onChange={(on) => dispatch({ type: 'repair', flag: 'repair_approved', on })}
                        />
                        <RepairToggle
                          label="Complete"
                          checked={draft.damage_repaired === 1}
                          disabled={draft.repair_approved !== 1}
                          onChange={(on) => dispatch({ type: 'repair', flag: 'damage_repaired', on })}
                        />
                      </Flex>
                      {draft.repair_approved !== 1 ? (
                        <Text fontSize="sm" color="fg.muted">
                          Complete is possible once the repair is approved.
                        </Text>
                      ) : null}
                    </Stack>
                  ) : null}
                  {failure ? (
                    <Text color="fg.error" role="alert">
                      {failure}
                    </Text>
                  ) : null}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {blocked ? (
                <Text id="damage-save-blocked" fontSize="sm" color="fg.muted" flexBasis="100%">
                  {blocked}
                </Text>
              ) : null}
              <Button minH="44px" variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button
                minH="44px"
                colorPalette="brand"
                disabled={blocked !== null || saving}
                loading={saving}
                loadingText="Saving…"
                onClick={() => void save()}
                aria-describedby={blocked ? 'damage-save-blocked' : undefined}
              >
                Save
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton aria-label="Close" minW="44px" minH="44px" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
