import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { messageOf, useWorkContext } from 'shared-data';
import { Badge, Button, createSlotParcel, Dialog, EmptyState, todayIso, Loading } from 'shared-ui';
import styles from '../components/layout.ts';
import { DeadlineCalculator } from '../features/deadlines/components/DeadlineCalculator.tsx';
import { setDeadlineDone } from '../features/deadlines/api/deadlineActions.ts';
import { useCaseDeadlines } from '../features/deadlines/hooks/useDeadlines.ts';
import { daysLeftLabel, deadlineState, sortByUrgency } from '../features/deadlines/model/deadlineList.ts';
import { EventDialog, type EventDialogState } from '../features/events/components/EventDialog.tsx';
import { useCaseEvents } from '../features/events/hooks/useEvents.ts';
import { emptyEventValues } from '../features/events/model/eventForm.ts';
import { EVENT_KIND_LABELS } from '../features/events/model/eventKinds.ts';
import { useLookups } from '../features/lookups/hooks/useLookups.ts';
import { formatDay, formatParisDate, formatParisTime } from '../features/days/model/parisTime.ts';

export type CaseAgendaProps = { caseId: string };

/** On the dossier page: its audiences, rendez-vous and délais (slot `caseAgenda`). */
export function CaseAgenda({ caseId }: CaseAgendaProps) {
  const work = useWorkContext();
  // The members' names; no other dossier than this one is named here.
  const lookups = useLookups(work.firmId);
  const events = useCaseEvents({ firmId: work.firmId, caseId });
  const deadlines = useCaseDeadlines({ firmId: work.firmId, caseId });
  const [dialog, setDialog] = useState<EventDialogState>(null);
  const [calculator, setCalculator] = useState(false);
  const today = todayIso();
  const now = Date.now();
  const sortedEvents = useMemo(() => [...events.data].sort((a, b) => a.start.localeCompare(b.start)), [events.data]);
  const upcomingEvents = sortedEvents.filter((e) => Date.parse(e.end) >= now);
  const pastEvents = sortedEvents.filter((e) => Date.parse(e.end) < now).reverse();
  const sortedDeadlines = useMemo(() => sortByUrgency(deadlines.data), [deadlines.data]);
  if (work.loading || events.loading || deadlines.loading)
    return <Loading label="Chargement de l’agenda du dossier…" />;
  if (!work.firmId || !work.uid)
    return <p role="alert">Connectez-vous à votre cabinet pour voir l’agenda du dossier.</p>;
  const { firmId, uid } = work;
  const create = (kind: 'audience' | 'rendez-vous') =>
    setDialog({ mode: 'create', initial: emptyEventValues({ kind, date: today, uid, caseId }) });
  const eventItem = (event: (typeof sortedEvents)[number]) => (
    <li key={event.id} className={styles.listItem} data-event-id={event.id}>
      <span>
        <strong>
          {formatParisDate(event.start)} · {formatParisTime(event.start)}–{formatParisTime(event.end)}
        </strong>{' '}
        {event.title}{' '}
        <Badge tone={event.kind === 'audience' ? 'info' : 'neutral'}>{EVENT_KIND_LABELS[event.kind]}</Badge>
        {event.kind === 'audience' ? (
          <span className={styles.muted}>
            {' '}
            {[event.jurisdiction, event.chamber, event.hearingType, event.rgNumber ? `RG ${event.rgNumber}` : '']
              .filter(Boolean)
              .join(' · ')}
          </span>
        ) : null}
      </span>
      <Button
        variant="link"
        onClick={() => setDialog({ mode: 'edit', event })}
        aria-label={`Modifier : ${event.title}`}
      >
        Modifier
      </Button>
    </li>
  );
  return (
    <section aria-label="Agenda et délais du dossier" data-testid="case-agenda">
      <div className={styles.actions}>
        <Button onClick={() => create('audience')}>Nouvelle audience</Button>
        <Button onClick={() => create('rendez-vous')}>Nouveau rendez-vous</Button>
        <Button onClick={() => setCalculator(true)}>Calculer un délai</Button>
      </div>
      <h3>Audiences et rendez-vous à venir</h3>
      {upcomingEvents.length === 0 ? (
        <EmptyState title="Aucun événement à venir">
          Les audiences et rendez-vous de ce dossier apparaîtront ici.
        </EmptyState>
      ) : (
        <ul className={styles.list}>{upcomingEvents.map(eventItem)}</ul>
      )}
      {pastEvents.length > 0 ? (
        <details>
          <summary>Événements passés ({pastEvents.length})</summary>
          <ul className={styles.list}>{pastEvents.map(eventItem)}</ul>
        </details>
      ) : null}
      <h3>Délais</h3>
      {sortedDeadlines.length === 0 ? (
        <EmptyState title="Aucun délai">Calculez un délai et enregistrez-le sur ce dossier.</EmptyState>
      ) : (
        <ul className={styles.list}>
          {sortedDeadlines.map((deadline) => {
            const state = deadlineState(deadline, today);
            return (
              <li key={deadline.id} className={styles.listItem} data-deadline-id={deadline.id}>
                <span className={state === 'overdue' ? styles.overdue : undefined}>
                  <strong>{formatDay(deadline.dueDate)}</strong> — {deadline.title} · {daysLeftLabel(deadline, today)}
                  {deadline.assigneeUid ? ` · ${lookups.memberName(deadline.assigneeUid)}` : ''}
                </span>
                <Button
                  onClick={() =>
                    setDeadlineDone({ firmId, id: deadline.id, done: !deadline.done }).catch((failure: unknown) =>
                      toast.error(messageOf(failure)),
                    )
                  }
                  aria-label={`${deadline.done ? 'Rouvrir' : 'Marquer comme fait'} : ${deadline.title}`}
                >
                  {deadline.done ? 'Rouvrir' : 'Fait'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <p>
        <a href={`/app/calendar?vue=listWeek`}>Ouvrir l’agenda du cabinet</a>
      </p>
      <EventDialog state={dialog} firmId={firmId} uid={uid} lookups={lookups} onClose={() => setDialog(null)} />
      <Dialog open={calculator} title="Calculer un délai pour ce dossier" onClose={() => setCalculator(false)}>
        <DeadlineCalculator firmId={firmId} uid={uid} members={lookups.members} defaultCaseId={caseId} />
      </Dialog>
    </section>
  );
}

export const { bootstrap, mount, unmount, update } = createSlotParcel('caseAgenda', CaseAgenda);
