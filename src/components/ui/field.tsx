/**
 * The kit's fields (ADR 0079): a text input (`TextField`), a text area (`TextArea`) and a group of
 * controls under a legend (`Fieldset`), drawn in plain CSS (field.css: Chakra's field, input,
 * textarea and fieldset recipes), for Chakra screens and plain ones alike. What is said around a
 * control is wired here once, for these and for the kit's select: the label names the control,
 * the hint or the error and the character counter describe it (aria-describedby), an error marks
 * it invalid (aria-invalid, aria-errormessage), a required one carries the native attribute and
 * the marker after its label. The native attributes pass to the input (its `ref` too, for the
 * caller that focuses it); `className` lays out the field's outer box.
 *
 * A text area is its own export rather than a `multiline` flag: its attributes (rows, no type)
 * and its element (a ref to an HTMLTextAreaElement) are not an input's, and a flag would type
 * both loosely; the two share the frame below, so the wiring is still written once.
 */
import { useId, type FieldsetHTMLAttributes, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import './field.css';

/** The house's text past a counter's limit: what is over it is cut when the text is saved. */
export const overLimitText = 'Some text will be lost';

/** What is said around a control: the same on an input, a text area and a select. */
export interface FieldProps {
  /** The visible label, the control's accessible name. Without one, name the control (`aria-label`). */
  label?: ReactNode;
  /** How to fill it in (Chakra's helperText); the error takes its place while there is one. */
  hint?: ReactNode;
  /** Why the value cannot be used (Chakra's errorText): the control is invalid while there is one. */
  error?: ReactNode;
  /** The native attribute, and Chakra's marker (*) after the label. */
  required?: boolean;
  /**
   * The hint and the error lie in the gap under the field instead of pushing down what follows:
   * for a field in a row of fields (filters), so that typing does not move the fields around it.
   */
  floatingMessages?: boolean;
  /** Layout given by the caller, on the field's outer box. */
  className?: string;
}

/** A character counter "n/max" under the control, said politely as it changes; past max, some text will be lost. */
interface CounterProps {
  /** The most characters kept. */
  counter?: number;
  /** The characters counted, when not the value's length (a text trimmed when saved). */
  count?: number;
}

/** What the frame gives its control. */
export interface FieldWiring {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-errormessage'?: string;
}

interface FrameProps extends FieldProps {
  /** The caller's id of the control, if it has one. */
  id?: string;
  disabled?: boolean;
  /** The caller's own description of the control (why it is disabled), after the field's. */
  describedBy?: string;
  /** "n/max", from the counter props. */
  counted?: { count: number; max: number };
  /** Drawn under the control, before the counter and the hint or error (a strength meter). */
  below?: ReactNode;
  /** The control alone, named by the caller (a select in a table row): nothing is said around it. */
  bare?: boolean;
  /** The control, with its wiring; `className` is the caller's when the control is drawn bare. */
  children: (wiring: FieldWiring, className?: string) => ReactNode;
}

const present = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

/** What a control takes besides its own attributes. */
type Framed = FieldProps & { id?: string; disabled?: boolean; 'aria-describedby'?: string };

/**
 * A control's props split in two: what its frame says, and the control's own attributes (its
 * disabled state goes to both; its id and description reach it through the frame's wiring).
 */
export function frameOf<P extends Framed>(props: P) {
  const { label, hint, error, required, floatingMessages, className, id, 'aria-describedby': describedBy, ...control } = props;
  return { frame: { label, hint, error, required, floatingMessages, className, id, disabled: control.disabled, describedBy }, control };
}

/** "n/max" of a counted value. */
const counted = (max: number | undefined, count: number | undefined, value: unknown) =>
  max === undefined ? undefined : { count: count ?? String(value ?? '').length, max };

/**
 * The frame of a control: its label, what is said under it, and the attributes that tie them to
 * it. Whether it is drawn does not change with what it says, so the control is never remounted
 * (and never loses the focus) when an error comes or goes.
 */
export function Field({
  label,
  hint,
  error,
  required,
  floatingMessages,
  className,
  id: givenId,
  disabled,
  describedBy,
  counted,
  below,
  bare,
  children,
}: FrameProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const invalid = present(error) || (counted !== undefined && counted.count > counted.max);
  const noteId = present(error) ? `${id}-error` : present(hint) ? `${id}-hint` : undefined;
  const counterId = counted ? `${id}-counter` : undefined;
  const described = [noteId, counterId, describedBy].filter(Boolean).join(' ') || undefined;
  const control = children(
    {
      id,
      required: required || undefined,
      'aria-invalid': invalid ? true : undefined,
      'aria-describedby': described,
      'aria-errormessage': present(error) ? `${id}-error` : undefined,
    },
    bare ? className : undefined,
  );
  if (bare) return control;
  return (
    <div className={className === undefined ? 'lc-field' : `lc-field ${className}`} data-messages={floatingMessages ? 'floating' : undefined}>
      {present(label) ? (
        <label className="lc-field-label" htmlFor={id} data-disabled={disabled ? '' : undefined}>
          {label}
          {required ? (
            <span className="lc-field-required" aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
      ) : null}
      {control}
      {below}
      {counted ? (
        <p id={counterId} className="lc-field-counter" data-over={counted.count > counted.max ? '' : undefined} aria-live="polite">
          {counted.count}/{counted.max}
          {counted.count > counted.max ? ` · ${overLimitText}` : ''}
        </p>
      ) : null}
      {present(error) ? (
        <p id={noteId} className="lc-field-error" aria-live="polite">
          {error}
        </p>
      ) : present(hint) ? (
        <p id={noteId} className="lc-field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Chakra's input sizes the console uses: md 40 px, lg 44 px (and 16 px text) on a desk; at least
 * 44 px by touch. The variant is Chakra's outline; the others, and sizes no screen uses, are left
 * out: each is CSS in the stylesheet every page carries.
 */
export type InputSize = 'md' | 'lg';

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'className' | 'children'>;

export interface TextFieldProps extends FieldProps, CounterProps, InputAttributes {
  size?: InputSize;
  /** Inside the input's start (Chakra's InputGroup startElement): a unit or a sign ("$"). */
  startElement?: ReactNode;
  /** Inside the input's end (Chakra's InputGroup endElement): a unit ("Hrs"), a button that acts on the value. */
  endElement?: ReactNode;
  /** Under the input, before the counter and the hint or error (a password's strength meter). */
  children?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input: the label, the input, and the hint, error or counter under it. */
export function TextField({ counter, count, size = 'md', startElement, endElement, children, ...props }: TextFieldProps) {
  const { frame, control } = frameOf(props);
  return (
    <Field {...frame} counted={counted(counter, count, control.value)} below={children}>
      {(wiring) => {
        const element = (
          <input
            className="lc-input"
            data-size={size}
            data-start={startElement ? '' : undefined}
            data-end={endElement ? '' : undefined}
            {...wiring}
            {...control}
          />
        );
        return startElement || endElement ? (
          <div className="lc-input-group">
            {startElement ? (
              <div className="lc-input-element" data-place="start">
                {startElement}
              </div>
            ) : null}
            {element}
            {endElement ? (
              <div className="lc-input-element" data-place="end">
                {endElement}
              </div>
            ) : null}
          </div>
        ) : (
          element
        );
      }}
    </Field>
  );
}

type TextareaAttributes = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'children'>;

export interface TextAreaProps extends FieldProps, CounterProps, TextareaAttributes {
  size?: InputSize;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled text area, with the same frame as the text field. */
export function TextArea({ counter, count, size = 'md', ...props }: TextAreaProps) {
  const { frame, control } = frameOf(props);
  return (
    <Field {...frame} counted={counted(counter, count, control.value)}>
      {(wiring) => <textarea className="lc-input" data-size={size} {...wiring} {...control} />}
    </Field>
  );
}

export interface FieldsetProps extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'className'> {
  /** What the controls are together: the group's accessible name. */
  legend: ReactNode;
  /** Under the legend (Chakra's helperText). */
  hint?: ReactNode;
  /** What is wrong with the controls together, under them (Chakra's errorText). */
  error?: ReactNode;
  className?: string;
}

/** A group of controls under a legend (a native fieldset: `disabled` disables them all), its hint and its error tied to it. */
export function Fieldset({ legend, hint, error, className, children, ...fieldset }: FieldsetProps) {
  const id = useId();
  const hintId = present(hint) ? `${id}-hint` : undefined;
  const errorId = present(error) ? `${id}-error` : undefined;
  return (
    <fieldset
      className={className === undefined ? 'lc-fieldset' : `lc-fieldset ${className}`}
      data-invalid={errorId ? '' : undefined}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      {...fieldset}
    >
      <legend className="lc-fieldset-legend">{legend}</legend>
      {hintId ? (
        <p id={hintId} className="lc-fieldset-hint">
          {hint}
        </p>
      ) : null}
      <div className="lc-fieldset-content">{children}</div>
      {errorId ? (
        <p id={errorId} className="lc-fieldset-error" aria-live="polite">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
