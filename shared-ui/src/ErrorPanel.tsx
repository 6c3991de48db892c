import styles from './ErrorPanel.module.css';

/** The props of `ErrorPanel`: title, French message and retry. */
export type ErrorPanelProps = {
  title: string;
  message: string;
  /** Shows a "Réessayer" button when given. */
  onRetry?: () => void;
  /** The retry button's words when "Réessayer" is not what it does. */
  retryLabel?: string;
};

/** A French error with a way out, announced to screen readers: never a blank page. */
export function ErrorPanel({ title, message, onRetry, retryLabel = 'Réessayer' }: ErrorPanelProps) {
  return (
    <div className={styles.panel} role="alert">
      <h2 className={styles.title}>{title}</h2>
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}

/** The panel of a part of Prétoire that did not load (a remote's screen): its name, and "Réessayer". */
export function unavailablePanel(label: string, onRetry: () => void): ErrorPanelProps {
  return {
    title: 'Ce module n’a pas pu être chargé',
    message: `La partie « ${label} » de Prétoire ne répond pas pour le moment. Vérifiez votre connexion puis réessayez ; le reste de l’application reste utilisable.`,
    onRetry,
  };
}
