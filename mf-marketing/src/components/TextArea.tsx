import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import styles from './marketing.module.css';

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  hint?: string;
  error?: string | undefined;
  /** Shows "n / max caractères" under the field. */
  length?: number;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line field with its hint, French error and character count. */
export function TextArea({ label, hint, error, length, id, ref, maxLength, ...rest }: TextAreaProps) {
  const generated = useId();
  const fieldId = id ?? `textarea-${generated}`;
  const describedBy = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null, `${fieldId}-count`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.textareaField}>
      <label htmlFor={fieldId}>{label}</label>
      {hint ? (
        <p id={`${fieldId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <textarea
        ref={ref}
        id={fieldId}
        className={styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {error ? (
        <p id={`${fieldId}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      {maxLength ? (
        <p id={`${fieldId}-count`} className={styles.counter}>
          {length ?? 0} / {maxLength} caractères
        </p>
      ) : null}
    </div>
  );
}
