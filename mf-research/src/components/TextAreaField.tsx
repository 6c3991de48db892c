import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldError, FieldLabel, useFieldIds } from 'shared-ui';
import styles from './layout.ts';

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  showRequired?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line field with the shared-ui label, hint and error wiring. */
export function TextAreaField({ label, hint, error, showRequired, id, className, ref, ...area }: TextAreaFieldProps) {
  const ids = useFieldIds(id, hint, error, area['aria-describedby']);
  return (
    <div className={className}>
      <FieldLabel ids={ids} label={label} hint={hint} showRequired={showRequired} />
      <textarea
        ref={ref}
        id={ids.inputId}
        className={styles.textarea}
        rows={4}
        {...area}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
