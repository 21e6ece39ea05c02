/**
 * An on/off switch with a stable accessible name and its state as a word beside it
 * ("On"/"Off", "Active"/"Inactive"): the name says what is switched, the checked state
 * says how it stands, and the visible word is only the sighted reader's copy of that state.
 * The whole row (name, control, word) is the 44 px touch target (a label).
 */
import { chakra, Switch } from '@chakra-ui/react';
import { useId } from 'react';

export interface ToggleSwitchProps {
  /** What is switched: the accessible name ("Red", "Active RPR"). */
  label: string;
  /** Shows the label before the control; otherwise it is only announced (a table row names it). */
  labelVisible?: boolean;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  onText?: string;
  offText?: string;
}

export function ToggleSwitch({ label, labelVisible = false, checked, onCheckedChange, disabled, onText = 'On', offText = 'Off' }: ToggleSwitchProps) {
  const nameId = useId();
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={(details) => onCheckedChange(details.checked)}
      disabled={disabled}
      colorPalette="brand"
      display="inline-flex"
      alignItems="center"
      gap="2.5"
      minH="44px"
    >
      <Switch.HiddenInput role="switch" aria-labelledby={nameId} />
      {labelVisible ? (
        <chakra.span id={nameId} textStyle="sm" fontWeight="medium">
          {label}
        </chakra.span>
      ) : (
        <span id={nameId} hidden>
          {label}
        </span>
      )}
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label aria-hidden="true" minW="4.5em" textStyle="sm" fontWeight="normal">
        {checked ? onText : offText}
      </Switch.Label>
    </Switch.Root>
  );
}
