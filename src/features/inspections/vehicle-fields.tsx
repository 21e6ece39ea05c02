/**
 * The vehicle's condition fields: keys (None, No Keys, 1 to 4), drivable, and at an
 * autograde site the body type (a body style code autograde knows). Each change is saved as
 * it is made, through the outbox, on the vehicle's version.
 */
import { bodyStyleLabel } from './body-type';
import type { CSSProperties } from 'react';
import { keysChoices, keysLabel } from '@/contract/inspection-rules';
import type { VehicleConditionUpdate } from '@/contract/inspections';
import { ChangeBadge, ChangeProblems } from './change-status';
import { marksSetting, type Mark, type VehicleFields } from './overlay';
import { SelectField } from './select-field';
import { Heading } from '@/components/ui/heading';

interface VehicleFieldsPanelProps {
  fields: VehicleFields;
  bodyStyles: readonly { id: number; body_style_code: string; body_style_desc: string }[];
  autograde: boolean;
  canEdit: boolean;
  describedBy?: string;
  marks: readonly Mark[];
  onSave: (fields: VehicleConditionUpdate, label: string) => void;
}

export function VehicleFieldsPanel({ fields, bodyStyles, autograde, canEdit, describedBy, marks, onSave }: VehicleFieldsPanelProps) {
  const mine = marksSetting(marks, 'keys_count', 'drivable', 'body_type', 'body_style');
  const known = bodyStyles.some((style) => style.body_style_code === fields.body_type);
  return (
    <section className="insp-stack" aria-labelledby="vehicle-fields-heading">
      <div className="insp-row">
        <Heading as="h3" size="md" id="vehicle-fields-heading">
          Keys, drivable{autograde ? ' and body type' : ''}
        </Heading>
        <ChangeBadge marks={mine} />
      </div>
      <div className="insp-fields" style={{ '--insp-field-columns': autograde ? 3 : 2 } as CSSProperties}>
        <SelectField
          label="Keys"
          value={fields.keys_count === null ? 'none' : String(fields.keys_count)}
          choices={keysChoices.map((keys) => ({ value: keys === null ? 'none' : String(keys), label: keysLabel(keys) }))}
          onChange={(value) =>
            onSave(
              { keys_count: value === 'none' ? null : (Number(value) as 0 | 1 | 2 | 3 | 4) },
              `Keys: ${keysLabel(value === 'none' ? null : Number(value))}`,
            )
          }
          disabled={!canEdit}
          describedBy={canEdit ? undefined : describedBy}
        />
        <SelectField
          label="Drivable"
          value={fields.drivable === null ? '' : String(fields.drivable)}
          placeholder="---"
          choices={[
            { value: '1', label: 'Yes' },
            { value: '0', label: 'No' },
          ]}
          onChange={(value) =>
            onSave({ drivable: value === '' ? null : (Number(value) as 0 | 1) }, `Drivable: ${value === '1' ? 'Yes' : value === '0' ? 'No' : 'not set'}`)
          }
          disabled={!canEdit}
          describedBy={canEdit ? undefined : describedBy}
        />
        {autograde ? (
          <SelectField
            label="Body Type"
            value={known ? (fields.body_type ?? '') : ''}
            placeholder={fields.body_type && !known ? `${fields.body_type} (not a body style code)` : 'Choose a body type'}
            choices={bodyStyles.map((style) => ({ value: style.body_style_code, label: bodyStyleLabel(style) }))}
            onChange={(value) => {
              const style = bodyStyles.find((entry) => entry.body_style_code === value);
              if (style) onSave({ body_type: style.body_style_code, body_style: style.id }, `Body type: ${style.body_style_desc}`);
            }}
            disabled={!canEdit}
            describedBy={canEdit ? undefined : describedBy}
          />
        ) : null}
      </div>
      <ChangeProblems marks={mine} />
    </section>
  );
}
