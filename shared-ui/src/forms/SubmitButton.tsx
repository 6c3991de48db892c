import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './forms.module.css';

/** The props of `SubmitButton`: its label, and its busy label while the form is sent. */
export type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  children: ReactNode;
  /** While true the button is disabled (no double submit) and shows its progress. */
  submitting?: boolean;
  /** Announced while submitting, e.g. "Connexion en cours…". */
  submittingLabel?: string;
  variant?: 'primary' | 'secondary';
  ref?: Ref<HTMLButtonElement>;
};

/**
 * The form's submit button. Its accessible name stays the same while it works; the progress is
 * a spinner for the eye and a polite status for screen readers.
 */
export function SubmitButton({
  children,
  submitting = false,
  submittingLabel = 'Envoi en cours…',
  variant = 'primary',
  disabled,
  className,
  ref,
  ...rest
}: SubmitButtonProps) {
  return (
    <>
      <button
        ref={ref}
        type="submit"
        className={[styles.button, variant === 'secondary' ? styles.secondary : styles.primary, className]
          .filter(Boolean)
          .join(' ')}
        disabled={disabled || submitting}
        aria-busy={submitting || undefined}
        data-submitting={submitting || undefined}
        // Pressing it with the mouse leaves the focus in the field being typed in: otherwise that
        // field's blur shows its error (mode onTouched), the button moves under the pointer and the
        // click is lost. The submit validates every field anyway; the keyboard path is unchanged.
        onMouseDown={(event) => event.preventDefault()}
        {...rest}
      >
        {/* A ring drawn in CSS: the public pages' forms carry no icon library. */}
        {submitting ? <span aria-hidden="true" className={styles.spinner} /> : null}
        <span>{children}</span>
      </button>
      <span role="status" className="pt-visually-hidden">
        {submitting ? submittingLabel : ''}
      </span>
    </>
  );
}

/** The props of `Button`. */
export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'link';
  ref?: Ref<HTMLButtonElement>;
};

/** A plain button in the design system's styles (defaults to type="button"). */
export function Button({ variant = 'secondary', type = 'button', className, ref, ...rest }: ButtonProps) {
  const variantClass =
    variant === 'primary' ? styles.primary : variant === 'link' ? styles.linkButton : styles.secondary;
  return (
    <button
      ref={ref}
      type={type}
      className={[variant === 'link' ? '' : styles.button, variantClass, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
