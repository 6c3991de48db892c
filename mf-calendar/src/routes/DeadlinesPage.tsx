import { LoadError, Loading } from '../components/PageStates.tsx';
import styles from '../components/layout.ts';
import { DeadlineCalculator } from '../features/deadlines/components/DeadlineCalculator.tsx';
import { DeadlineList } from '../features/deadlines/components/DeadlineList.tsx';
import { useDeadlines } from '../features/deadlines/hooks/useDeadlines.ts';
import { useLookups } from '../lib/useLookups.ts';
import { useWorkContext } from 'shared-data';

/** /app/calendar/deadlines: the calculator and the cabinet's délais by urgency. */
export function DeadlinesPage() {
  const work = useWorkContext();
  const lookups = useLookups(work.firmId);
  const deadlines = useDeadlines({ firmId: work.firmId });
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
      <DeadlineCalculator firmId={work.firmId} uid={work.uid} lookups={lookups} />
      {deadlines.error ? (
        <LoadError message={deadlines.error} />
      ) : deadlines.loading ? (
        <Loading label="Chargement des délais…" />
      ) : (
        <DeadlineList firmId={work.firmId} deadlines={deadlines.data} lookups={lookups} />
      )}
    </div>
  );
}
