/**
 * An inline editor's Edit, Save and Cancel buttons on the inspection screen (plain-button.css);
 * its fields are the kit's (src/components/ui/field.tsx).
 */
import type { ReactNode } from 'react';
import '@/components/plain-button.css';

/** The button that opens an inline editor: disabled, and described by the reason, while the report cannot be changed. */
export function EditButton({ canEdit, describedBy, onClick, children }: { canEdit: boolean; describedBy?: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="lc-button" disabled={!canEdit} aria-describedby={canEdit ? undefined : describedBy} onClick={onClick}>
      {children}
    </button>
  );
}

/** An inline editor's Save, which submits its form, and Cancel. */
export function SaveCancel({ disabled, onCancel }: { disabled?: boolean; onCancel: () => void }) {
  return (
    <>
      <button type="submit" className="lc-button" data-variant="solid" disabled={disabled}>
        Save
      </button>
      <button type="button" className="lc-button" onClick={onCancel}>
        Cancel
      </button>
    </>
  );
}
