import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldError, FieldLabel, useFieldIds } from './Field.tsx';
import { LengthLimit, lengthLimitIds, useLengthLimit } from './LengthLimit.tsx';
import styles from './forms.module.css';

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
  const generated = useFieldIds(id, null, undefined).inputId;
  const limit = useLengthLimit<HTMLTextAreaElement>({ maxLength, ref, onChange, value: area.value });
  const extra = [lengthLimitIds(generated, maxLength, limit.showCounter), area['aria-describedby']].filter(Boolean);
  const ids = useFieldIds(generated, hint, error, extra.length > 0 ? extra.join(' ') : undefined);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel ids={ids} label={label} hint={hint} showRequired={showRequired} />
      <textarea
        ref={limit.ref}
        id={ids.inputId}
        className={`${styles.input} ${styles.textarea}`}
        rows={rows}
        {...area}
        onChange={limit.onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      <LengthLimit
        inputId={ids.inputId}
        maxLength={maxLength}
        length={limit.length}
        showCounter={limit.showCounter}
        over={limit.over}
      />
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
