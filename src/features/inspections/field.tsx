/**
 * The parts of the inspection screen's fields: a labelled field with its error under it, and
 * an inline editor's Edit, Save and Cancel buttons (the kit's Button).
 */
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** The id of a field's error text (its control's aria-describedby names it while it shows). */
export const errorIdOf = (id: string) => `${id}-error`;

interface InspectionFieldProps {
  /** The control's id, which the label is for. */
  id: string;
  label: ReactNode;
  error?: string | null;
  /** A class beside insp-field. */
  className?: string;
  /** The control, and what shows under it before the error (a counter). */
  children: ReactNode;
}

/** The label, the control and, when there is one, the error. */
export function InspectionField({ id, label, error, className, children }: InspectionFieldProps) {
  return (
    <div className={className === undefined ? 'insp-field' : `insp-field ${className}`}>
      <label className="insp-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={errorIdOf(id)} className="insp-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The button that opens an inline editor: disabled, and described by the reason, while the report cannot be changed. */
export function EditButton({ canEdit, describedBy, onClick, children }: { canEdit: boolean; describedBy?: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="outline" disabled={!canEdit} aria-describedby={canEdit ? undefined : describedBy} onClick={onClick}>
      {children}
    </Button>
  );
}

/** An inline editor's Save, which submits its form, and Cancel. */
export function SaveCancel({ disabled, onCancel }: { disabled?: boolean; onCancel: () => void }) {
  return (
    <>
      <Button type="submit" colorPalette="brand" disabled={disabled}>
        Save
      </Button>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
    </>
  );
}
