import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldError, FieldLabel } from './Field.tsx';
import { useLimitedTextControl } from './LengthLimit.tsx';
import styles from './forms.module.css';

/** The props of `TextArea`. */
export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & {
  /** The visible label: also the field's accessible name. */
  label: string;
  /** Shown under the label before any error. */
  hint?: ReactNode;
  /** The French error message, shown next to the field. */
  error?: string | undefined;
  /** Shows "*" and "(obligatoire)" after the label. */
  showRequired?: boolean;
  /**
   * The schema's length limit: stated under the field ("5 000 caractères maximum"), with a counter
   * near and past the limit. Never set as the native attribute (it would cut pasted text).
   */
  maxLength?: number | undefined;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line field: the same label, hint, limit and error wiring as TextField. */
export function TextArea({
  label,
  hint,
  error,
  showRequired,
  id,
  className,
  ref,
  maxLength,
  onChange,
  rows = 4,
  ...area
}: TextAreaProps) {
  const {
    ids,
    ref: controlRef,
    onChange: onControlChange,
    limitNote,
  } = useLimitedTextControl<HTMLTextAreaElement>({
    id,
    hint,
    error,
    maxLength,
    ref,
    onChange,
    value: area.value,
    describedBy: area['aria-describedby'],
  });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel ids={ids} label={label} hint={hint} showRequired={showRequired} />
      <textarea
        ref={controlRef}
        id={ids.inputId}
        className={`${styles.input} ${styles.textarea}`}
        rows={rows}
        {...area}
        onChange={onControlChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      {limitNote}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
