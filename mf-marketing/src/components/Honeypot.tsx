import type { InputHTMLAttributes, Ref } from 'react';
import styles from './marketing.module.css';

/** A field people never see nor reach with the keyboard; robots fill it, and their submission is dropped. */
export function Honeypot(props: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        Site web (ne pas remplir)
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
