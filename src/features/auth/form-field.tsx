/**
 * A labelled text input of the sign-in and registration forms: visible label, an optional
 * hint, and the field's error under it, tied to the input by Chakra's Field (aria-invalid,
 * aria-describedby, aria-required). Every field of these forms is required, so no field
 * carries a marker; the label is exactly the field's name. 44 px tall for touch.
 */
import { Box, Field, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

interface TextFieldProps extends Omit<InputProps, 'value' | 'onChange' | 'name' | 'size'> {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** Shown under the input whatever the state (e.g. a strength meter). */
  below?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, value, onValueChange, error, hint, below, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} required>
      <Field.Label textStyle="sm">{label}</Field.Label>
      <Input size="lg" bg="bg" value={value} onChange={(event) => onValueChange(event.target.value)} {...input} />
      {hint !== undefined && error === undefined ? <Field.HelperText textStyle="sm">{hint}</Field.HelperText> : null}
      {below !== undefined ? <Box w="full">{below}</Box> : null}
      <Field.ErrorText textStyle="sm">{error}</Field.ErrorText>
    </Field.Root>
  );
}
