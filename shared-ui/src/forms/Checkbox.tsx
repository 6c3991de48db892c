import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldError, FieldHint, RequiredMark, useFieldIds } from './Field.tsx';
import styles from './forms.module.css';

/** The props of `Checkbox`. */
export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** One checkbox with its label (clickable) and, alone, its own hint and error. */
export function Checkbox({ label, hint, error, id, className, ref, ...input }: CheckboxProps) {
  const ids = useFieldIds(id, hint, error, input['aria-describedby']);
  return (
    <div className={[styles.check, className].filter(Boolean).join(' ')}>
      <input
        ref={ref}
        type="checkbox"
        id={ids.inputId}
        className={styles.checkInput}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      <label htmlFor={ids.inputId} className={styles.checkLabel}>
        {label}
      </label>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}

export type ChoiceOption = { value: string; label: ReactNode; description?: ReactNode };

type GroupBaseProps = {
  /** The question, as the fieldset's legend. */
  legend: string;
  hint?: ReactNode;
  error?: string | undefined;
  options: readonly (ChoiceOption | string)[];
  /** Props spread on every input, e.g. react-hook-form's `register('languages')`. */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'id'> & { ref?: Ref<HTMLInputElement> };
  showRequired?: boolean;
  /** Lays the options out in columns. */
  columns?: 1 | 2 | 3;
  id?: string;
  className?: string;
};

function toOption(option: ChoiceOption | string): ChoiceOption {
  return typeof option === 'string' ? { value: option, label: option } : option;
}

function ChoiceGroup({
  type,
  legend,
  hint,
  error,
  options,
  inputProps,
  showRequired,
  columns = 1,
  id,
  className,
}: GroupBaseProps & { type: 'checkbox' | 'radio' }) {
  const ids = useFieldIds(id, hint, error);
  return (
    <fieldset
      id={ids.inputId}
      className={[styles.group, className].filter(Boolean).join(' ')}
      aria-describedby={ids.describedBy}
      {...(type === 'radio' ? { role: 'radiogroup', 'aria-invalid': error ? true : undefined } : {})}
    >
      <legend className={styles.legend}>
        {legend}
        {showRequired ? <RequiredMark /> : null}
      </legend>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
      <div className={styles.options} data-columns={columns}>
        {options.map(toOption).map((option, index) => {
          const optionId = `${ids.inputId}-${index}`;
          const descriptionId = `${optionId}-description`;
          return (
            <div key={option.value} className={type === 'radio' ? styles.radio : styles.check}>
              <input
                {...inputProps}
                type={type}
                id={optionId}
                value={option.value}
                className={styles.checkInput}
                aria-invalid={type === 'checkbox' && error ? true : undefined}
                aria-describedby={
                  [error ? ids.errorId : null, option.description ? descriptionId : null].filter(Boolean).join(' ') ||
                  undefined
                }
              />
              <label htmlFor={optionId} className={styles.checkLabel}>
                {option.label}
              </label>
              {option.description ? (
                <p id={descriptionId} className={styles.optionDescription}>
                  {option.description}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The props of `CheckboxGroup`. */
export type CheckboxGroupProps = GroupBaseProps;

/** Several checkboxes answering one question, in a fieldset with its legend. */
export function CheckboxGroup(props: CheckboxGroupProps) {
  return <ChoiceGroup type="checkbox" {...props} />;
}

/** The props of `RadioGroup`. */
export type RadioGroupProps = GroupBaseProps;

/** One choice among several, in a fieldset with its legend (arrow keys move between options). */
export function RadioGroup(props: RadioGroupProps) {
  return <ChoiceGroup type="radio" {...props} />;
}
