import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldError, FieldLabel } from './Field.tsx';
import { useLimitedTextControl } from './LengthLimit.tsx';
import styles from './forms.module.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  /** The visible label: also the field's accessible name. */
  label: string;
  /** Shown under the label before any error (format, rule…). */
  hint?: ReactNode;
  /** The French error message, shown next to the field. */
  error?: string | undefined;
  /** Shows "*" and "(obligatoire)" after the label (does not set the native `required`). */
  showRequired?: boolean;
  /** Something after the input, inside the field (e.g. a show/hide button). */
  endAdornment?: ReactNode;
  /**
   * The schema's length limit: stated under the field ("200 caractères maximum"), with a counter
   * near and past the limit. Never set as the native attribute (it would cut pasted text).
   */
  maxLength?: number | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input with its hint and error wired for assistive technologies. */
export function TextField({
  label,
  hint,
  error,
  showRequired,
  endAdornment,
  id,
  className,
  ref,
  maxLength,
  onChange,
  ...input
}: TextFieldProps) {
  const {
    ids,
    ref: controlRef,
    onChange: onControlChange,
    limitNote,
  } = useLimitedTextControl<HTMLInputElement>({
    id,
    hint,
    error,
    maxLength,
    ref,
    onChange,
    value: input.value,
    describedBy: input['aria-describedby'],
  });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel ids={ids} label={label} hint={hint} showRequired={showRequired} />
      <div className={styles.control}>
        <input
          ref={controlRef}
          id={ids.inputId}
          className={styles.input}
          {...input}
          onChange={onControlChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        {endAdornment}
      </div>
      {limitNote}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
