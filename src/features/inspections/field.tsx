/**
 * An inline editor's Edit, Save and Cancel buttons on the inspection screen (the kit's Button);
 * its fields are the kit's (src/components/ui/field.tsx).
 */
import { useRef, type ReactNode, type Ref } from 'react';
import { useFocusHandOff } from '@/components/ui/focus-hand-off';
import { Button } from '@/components/ui/button';

/** The button that opens an inline editor: disabled, and described by the reason, while the report cannot be changed. */
export function EditButton({
  canEdit,
  describedBy,
  onClick,
  children,
  ref,
}: {
  canEdit: boolean;
  describedBy?: string;
  onClick: () => void;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Button ref={ref} variant="outline" disabled={!canEdit} aria-describedby={canEdit ? undefined : describedBy} onClick={onClick}>
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

/**
 * An inline editor's closing: its Save and Cancel go with it, and the focus (on the page's body
 * then) goes to the Edit button that opens it again (ADR 0102's hand-off), not to the top of the
 * page. `close(() => …)` runs the state change that closes it; `close(…, to)` sends the focus elsewhere.
 */
export function useEditorFocus() {
  const handOff = useFocusHandOff();
  const editButton = useRef<HTMLButtonElement>(null);
  const close = (closeIt: () => void, to: () => HTMLElement | null = () => editButton.current) => {
    handOff(document.activeElement, to);
    closeIt();
  };
  return { editButton, close };
}
