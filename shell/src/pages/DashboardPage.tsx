import { formatLongDate } from 'shared-ui';
import { useSession } from 'shared-auth';
import { RemoteSlot } from '../remotes/RemoteSlot.tsx';
import type { RemoteName } from '../routing/routeTable.ts';
import styles from './DashboardPage.module.css';

/** The dashboard's blocks, each a widget parcel of the remote that owns its data. */
export const DASHBOARD_WIDGETS: { remote: RemoteName; exposed: string }[] = [
  { remote: 'mf_calendar', exposed: './widgets/today' },
  { remote: 'mf_calendar', exposed: './widgets/deadlines' },
  { remote: 'mf_calendar', exposed: './widgets/bookingRequests' },
  { remote: 'mf_billing_accounting', exposed: './widgets/unpaidInvoices' },
  { remote: 'mf_cases_clients', exposed: './widgets/recentCases' },
];

/** /app: today at a glance. */
export function DashboardPage() {
  const { user } = useSession();
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Bonjour{user?.name ? `, ${user.name}` : ''}</h1>
      <p>{formatLongDate(new Date())}</p>
      <div className={styles.grid}>
        {DASHBOARD_WIDGETS.map((widget) => (
          <div key={`${widget.remote}${widget.exposed}`} className={styles.cell}>
            <RemoteSlot remote={widget.remote} exposed={widget.exposed} />
          </div>
        ))}
      </div>
    </section>
  );
}
