/**
 * An inline editor's Edit, Save and Cancel buttons on the inspection screen (the kit's Button);
 * its fields are the kit's (src/components/ui/field.tsx).
 */
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

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
