import { useId, useState } from 'react';
import { TextField, type TextFieldProps } from './TextField.tsx';
import styles from './forms.module.css';

/**
 * Lucide's "eye" and "eye-off" (ISC licence), inline: this field is on the sign-in pages, which
 * carry no icon library for two icons.
 */
function EyeIcon({ off }: { off: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {off ? (
        <>
          <path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49" />
          <path d="M14.084 14.158a3 3 0 0 1-4.242-4.242" />
          <path d="M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143" />
          <path d="m2 2 20 20" />
        </>
      ) : (
        <>
          <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
          <circle cx="12" cy="12" r="3" />
        </>
      )}
    </svg>
  );
}

/** The props of `PasswordField`. */
export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/** A password input with a "show / hide" toggle (a real button, with its state announced). */
export function PasswordField({ id, autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const generated = useId();
  const inputId = id ?? `password-${generated}`;
  return (
    <TextField
      {...props}
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      spellCheck={false}
      autoCapitalize="none"
      endAdornment={
        <button
          type="button"
          className={styles.toggle}
          aria-controls={inputId}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon off={visible} />
          <span>{visible ? 'Masquer' : 'Afficher'}</span>
          <span className="pt-visually-hidden"> le mot de passe</span>
        </button>
      }
    />
  );
}
