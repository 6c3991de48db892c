import styles from './forms.module.css';

export type StepperStep = { id: string; label: string };

/** The props of `Stepper`. */
export type StepperProps = {
  steps: readonly StepperStep[];
  /** Id of the current step. */
  current: string;
  /** Accessible name of the list, e.g. "Étapes de l’inscription". */
  label?: string;
};

/** "Étape 2 sur 5": an ordered list of the steps with the current one marked (aria-current). */
export function Stepper({ steps, current, label = 'Étapes' }: StepperProps) {
  const currentIndex = Math.max(
    0,
    steps.findIndex((step) => step.id === current),
  );
  return (
    <nav aria-label={label} className={styles.stepper}>
      <p className={styles.stepperCount}>
        Étape {currentIndex + 1} sur {steps.length}
      </p>
      <ol>
        {steps.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
          return (
            <li key={step.id} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={styles.stepNumber} aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span>
                {step.label}
                {state === 'done' ? <span className="pt-visually-hidden"> (terminée)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
