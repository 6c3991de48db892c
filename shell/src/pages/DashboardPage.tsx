import { AreaSlot, formatLongDate, SLOT_OWNERS } from 'shared-ui';
import { useSession } from 'shared-auth';
import styles from './DashboardPage.module.css';

/** The dashboard's blocks: cross-area slots (shared-ui slots.ts) of the remotes that own their data. */
export const DASHBOARD_WIDGETS = ['today', 'deadlines', 'bookingRequests', 'unpaidInvoices', 'recentCases'] as const;

/** /app: today at a glance. */
export function DashboardPage() {
  const { user } = useSession();
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Bonjour{user?.name ? `, ${user.name}` : ''}</h1>
      <p>{formatLongDate(new Date())}</p>
      <div className={styles.grid}>
        {DASHBOARD_WIDGETS.map((widget) => (
          <div key={widget} className={styles.cell}>
            <AreaSlot remote={SLOT_OWNERS[widget]} widget={widget} props={{}} />
          </div>
        ))}
      </div>
    </section>
  );
}
