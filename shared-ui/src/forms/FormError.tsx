import type { ReactNode, Ref } from 'react';
import { Button } from './SubmitButton.tsx';
import styles from './forms.module.css';

/** The props of `FormError`. */
export type FormErrorProps = {
  /** The message (e.g. the provider's error, word for word). Nothing renders without one. */
  message?: ReactNode;
  /** A title above the message, e.g. "La connexion a échoué". */
  title?: string;
  /** Field errors to list as an error summary, each linking to its field. */
  items?: { fieldId: string; message: string }[];
  /** What the user can do next (links, buttons). */
  children?: ReactNode;
  /**
   * Shows "Réessayer" (e.g. when shared-data's `isRetryable(error)`: offline, storage): it should
   * submit the form again with the values still in it.
   */
  onRetry?: (() => void) | undefined;
  retryLabel?: string;
  /** While the retried save runs, "Réessayer" is disabled. */
  retrying?: boolean;
  ref?: Ref<HTMLDivElement>;
  id?: string;
};

/**
 * The error of a whole form, next to it: announced at once (role=alert) and focusable
 * (tabIndex -1) so the page can move focus to it.
 */
export function FormError({
  message,
  title,
  items,
  children,
  onRetry,
  retryLabel = 'Réessayer',
  retrying = false,
  ref,
  id,
}: FormErrorProps) {
  const hasItems = Boolean(items && items.length > 0);
  if (!message && !hasItems) return null;
  return (
    <div ref={ref} id={id} role="alert" tabIndex={-1} className={styles.formError}>
      {title ? <p className={styles.formErrorTitle}>{title}</p> : null}
      {message ? <p className={styles.formErrorMessage}>{message}</p> : null}
      {hasItems ? (
        <ul className={styles.summary}>
          {items!.map((item) => (
            <li key={item.fieldId}>
              <a
                href={`#${item.fieldId}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(item.fieldId)?.focus();
                }}
              >
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {children || onRetry ? (
        <div className={styles.formErrorActions}>
          {onRetry ? (
            <Button variant="primary" onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
              {retryLabel}
            </Button>
          ) : null}
          {children}
        </div>
      ) : null}
    </div>
  );
}

/** The props of `FormNotice`. */
export type FormNoticeProps = {
  title?: string;
  children: ReactNode;
  tone?: 'info' | 'success';
  ref?: Ref<HTMLDivElement>;
};

/** A non-error message next to a form (confirmation, information), announced politely. */
export function FormNotice({ title, children, tone = 'info', ref }: FormNoticeProps) {
  return (
    <div ref={ref} role="status" tabIndex={-1} className={tone === 'success' ? styles.noticeSuccess : styles.notice}>
      {title ? <p className={styles.formErrorTitle}>{title}</p> : null}
      {children}
    </div>
  );
}
