/**
 * A labelled text input of the sign-in and registration forms: visible label, an optional
 * hint, and the field's error under it, tied to the input (aria-invalid, aria-describedby,
 * aria-errormessage, required). Every field of these forms is required, so no field carries
 * a marker; the label is exactly the field's name. 44 px tall for touch.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import '@/components/plain-field.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name' | 'size' | 'id'> {
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
  const id = useId();
  const invalid = error !== undefined;
  const hintShown = hint !== undefined && !invalid;
  const describedBy = invalid ? `${id}-error` : hintShown ? `${id}-hint` : undefined;
  return (
    <div className="lc-field">
      <label className="auth-label" htmlFor={id}>
        {label}
      </label>
      <input
        className="lc-input"
        id={id}
        required
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-errormessage={invalid ? `${id}-error` : undefined}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...input}
      />
      {hintShown ? (
        <span className="auth-hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {below !== undefined ? <div className="auth-below">{below}</div> : null}
      {invalid ? (
        <span className="auth-error" id={`${id}-error`} aria-live="polite">
          {error}
        </span>
      ) : null}
    </div>
  );
}
