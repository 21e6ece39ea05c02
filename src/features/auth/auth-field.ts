/**
 * What a field of the sign-in and registration forms gives the kit's text field (field.tsx): its
 * name, value and error, at size lg (44 px, for a finger on the lot). Every field of these forms
 * is required, so none carries the kit's marker: the label is exactly the field's name, and the
 * requirement is said to assistive technology alone (aria-required).
 */
import type { ChangeEvent } from 'react';

export function authField(name: string, value: string, onValueChange: (value: string) => void, error: string | undefined) {
  return {
    name,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value),
    error,
    size: 'lg' as const,
    'aria-required': true,
  };
}
