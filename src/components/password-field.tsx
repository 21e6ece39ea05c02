/**
 * "Change Password": the kit's text field (field.tsx) with a show/hide toggle inside its end, the
 * strength meter under it and why it cannot be saved yet. Shared by My Profile and the Cloud
 * Users edit form.
 */
import { IconButton } from '@/components/ui/button';
import { useState, type Ref } from 'react';
import { PasswordStrength } from './password-strength';
import { TextField } from './ui/field';
import type { PasswordVerdict } from '@/lib/password-verdict';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" strokeLinecap="round" />}
    </svg>
  );
}

interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  score: number | null;
  scoreFailed: boolean;
  verdict: PasswordVerdict;
  inputRef?: Ref<HTMLInputElement>;
}

export function PasswordField({ value, onChange, score, scoreFailed, verdict, inputRef }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const problem = 'message' in verdict ? verdict.message : null;
  return (
    <TextField
      label="Change Password"
      ref={inputRef}
      type={visible ? 'text' : 'password'}
      autoComplete="new-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={problem}
      hint="Leave it empty to keep the current password."
      endElement={
        <IconButton
          variant="ghost"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </IconButton>
      }
    >
      <PasswordStrength password={value} score={score} failed={scoreFailed} />
    </TextField>
  );
}
