import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldError, FieldLabel, useFieldIds } from './Field.tsx';
import styles from './forms.module.css';

/** One option of a `Select`. */
export type SelectOption = { value: string; label: string };

/** The props of `Select`. */
export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: string;
  options: readonly (SelectOption | string)[];
  /** A first, empty choice ("Choisir…"). */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | undefined;
  showRequired?: boolean;
  ref?: Ref<HTMLSelectElement>;
};

/** A native select (keyboard and screen readers for free) with label, hint and error. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  showRequired,
  id,
  className,
  ref,
  ...select
}: SelectProps) {
  const ids = useFieldIds(id, hint, error, select['aria-describedby']);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel ids={ids} label={label} hint={hint} showRequired={showRequired} />
      <select
        ref={ref}
        id={ids.inputId}
        className={`${styles.input} ${styles.select}`}
        {...select}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
