import styles from './dataDisplay.module.css';

/** The props of `ProgressBar`. */
export type ProgressBarProps = { label: string; value: number; max?: number };

/** Determinate progress (uploads, long work), announced with its label and percentage. */
export function ProgressBar({ label, value, max = 1 }: ProgressBarProps) {
  const percent = max > 0 ? Math.round((Math.min(value, max) / max) * 100) : 0;
  return (
    <div className={styles.progress}>
      <span className={styles.progressLabel}>
        {label} — {percent} %
      </span>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} %`}
        className={styles.progressTrack}
      >
        <div className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
