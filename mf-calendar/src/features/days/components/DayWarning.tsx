import styles from '../../../components/layout.ts';

/**
 * A warning next to a date field (a hearing or a délai on a weekend or a public holiday: see
 * model/dayWarning.ts), given as the field's hint so the field describes it; it never blocks saving.
 */
export function DayWarning({ children, announce = true }: { children: string; announce?: boolean }) {
  // Inside a region that is already live (the délai's result), a second live region would repeat it.
  return (
    <span role={announce ? 'status' : undefined} className={styles.dayWarning}>
      {children}
    </span>
  );
}
