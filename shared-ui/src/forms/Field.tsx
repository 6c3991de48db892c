/**
 * The frame every field shares: a visible label, an optional hint, the French error next to the
 * field, and the ids that tie them to the control (aria-describedby / aria-invalid).
 */
import { useId, type ReactNode } from 'react';
import styles from './forms.module.css';

export type FieldIds = { inputId: string; hintId: string; errorId: string; describedBy: string | undefined };

/** Ids for a control, its hint and its error; describedBy lists only what is shown. */
export function useFieldIds(
  id: string | undefined,
  hint: ReactNode,
  error: string | undefined,
  extraDescribedBy?: string,
): FieldIds {
  const generated = useId();
  const inputId = id ?? `field-${generated}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const parts = [hint ? hintId : null, error ? errorId : null, extraDescribedBy ?? null].filter(Boolean);
  return { inputId, hintId, errorId, describedBy: parts.length > 0 ? parts.join(' ') : undefined };
}

/** The props of `FieldError`. */
export type FieldMessageProps = { id: string; children: ReactNode };

/** The error under a field. Not a live region: focus moves to the field, which reads it. */
export function FieldError({ id, children }: FieldMessageProps) {
  return (
    <p id={id} className={styles.fieldError}>
      <span aria-hidden="true" className={styles.errorIcon}>
        !
      </span>{' '}
      {children}
    </p>
  );
}

export function FieldHint({ id, children }: FieldMessageProps) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

/** " (obligatoire)" read by screen readers, an asterisk for the eye. */
export function RequiredMark() {
  return (
    <>
      <span aria-hidden="true" className={styles.required}>
        {' '}
        *
      </span>
      <span className="pt-visually-hidden"> (obligatoire)</span>
    </>
  );
}

export type FieldLabelProps = { ids: FieldIds; label: ReactNode; hint?: ReactNode; showRequired?: boolean | undefined };

/** The visible label of a single control, then its hint: the head of TextField and Select. */
export function FieldLabel({ ids, label, hint, showRequired }: FieldLabelProps) {
  return (
    <>
      <label htmlFor={ids.inputId} className={styles.label}>
        {label}
        {showRequired ? <RequiredMark /> : null}
      </label>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
    </>
  );
}
