import { LoadError, Loading, useUrlFilters } from 'shared-ui';
import styles from '../components/layout.ts';
import { DeadlineCalculator } from '../features/deadlines/components/DeadlineCalculator.tsx';
import { DeadlineList } from '../features/deadlines/components/DeadlineList.tsx';
import { useDeadlineList } from '../features/deadlines/hooks/useDeadlines.ts';
import { DEADLINE_LIST_DEFAULTS } from '../features/deadlines/model/deadlineQueries.ts';
import { useLookups } from '../features/lookups/hooks/useLookups.ts';
import { useWorkContext } from 'shared-data';

/** /app/calendar/deadlines: the calculator and the cabinet's délais by urgency, a page at a time. */
export function DeadlinesPage() {
  const work = useWorkContext();
  const [filters, setFilters] = useUrlFilters(DEADLINE_LIST_DEFAULTS);
  const deadlines = useDeadlineList(work.firmId, filters);
  const lookups = useLookups(
    work.firmId,
    deadlines.data.map((deadline) => deadline.caseId),
  );
  if (work.loading) return <Loading />;
  if (!work.firmId || !work.uid) return <LoadError message="Connectez-vous à votre cabinet pour voir ses délais." />;
  return (
    <div>
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>Agenda</p>
          <h1>Délais</h1>
        </div>
      </header>
      <DeadlineCalculator firmId={work.firmId} uid={work.uid} members={lookups.members} />
      {deadlines.error ? (
        <LoadError message={deadlines.error} />
      ) : (
        // Mounted while another filter's first page loads: the filters keep their focus.
        <DeadlineList
          firmId={work.firmId}
          list={deadlines}
          lookups={lookups}
          filters={filters}
          setFilters={setFilters}
        />
      )}
    </div>
  );
}
