import { useState } from 'react';
import { AreaSlot, formatLongDate, SLOT_OWNERS } from 'shared-ui';
import { useSession } from 'shared-auth';
import styles from './DashboardPage.module.css';

/** The first row: what needs the lawyer today. Loaded with the page. */
const FIRST_SCREEN = ['today', 'deadlines', 'bookingRequests'] as const;
/**
 * Further down: loaded as the lawyer scrolls towards them or starts using the page, once the first
 * row has its height (so that "near the screen" is judged where they really are). The first screen
 * then loads two areas fewer.
 */
const FURTHER_DOWN = ['unpaidInvoices', 'recentCases'] as const;

/** The dashboard's blocks: cross-area slots (shared-ui slots.ts) of the remotes that own their data. */
export const DASHBOARD_WIDGETS = [...FIRST_SCREEN, ...FURTHER_DOWN] as const;

/** /app: today at a glance. */
export function DashboardPage() {
  const { user } = useSession();
  const [settled, setSettled] = useState<ReadonlySet<string>>(new Set());
  const firstScreenShown = FIRST_SCREEN.every((widget) => settled.has(widget));
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Bonjour{user?.name ? `, ${user.name}` : ''}</h1>
      <p>{formatLongDate(new Date())}</p>
      <div className={styles.grid}>
        {FIRST_SCREEN.map((widget) => (
          <div key={widget} className={styles.cell}>
            <AreaSlot
              remote={SLOT_OWNERS[widget]}
              widget={widget}
              props={{}}
              onSettled={() => setSettled((before) => new Set(before).add(widget))}
            />
          </div>
        ))}
        {FURTHER_DOWN.map((widget) => (
          <div key={widget} className={styles.cell}>
            {firstScreenShown ? (
              <AreaSlot remote={SLOT_OWNERS[widget]} widget={widget} props={{}} whenNearScreen />
            ) : null}
          </div>
        ))}
      </div>
    </section>
  );
}
