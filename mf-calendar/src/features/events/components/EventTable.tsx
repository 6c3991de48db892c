import { useMemo } from 'react';
import { Badge, Button, type DataColumn, DataTable, EmptyState } from 'shared-ui';
import styles from '../../../components/layout.ts';
import type { Lookups } from '../../lookups/hooks/useLookups.ts';
import { EVENT_STATUS_LABELS } from '../model/eventForm.ts';
import type { EventWithId } from '../model/eventList.ts';
import { formatParisDate, formatParisTime } from '../../days/model/parisTime.ts';
import { httpsLink } from 'shared-data/links';
import { VisioLink } from './VisioLink.tsx';

export type EventTableProps = {
  caption: string;
  events: readonly EventWithId[];
  lookups: Lookups;
  kind: 'audience' | 'rendez-vous';
  onOpen: (event: EventWithId) => void;
  empty: React.ReactNode;
};

/** Upcoming audiences or rendez-vous, with their dossier. */
export function EventTable({ caption, events, lookups, kind, onOpen, empty }: EventTableProps) {
  const columns = useMemo<DataColumn<EventWithId>[]>(() => {
    const when: DataColumn<EventWithId> = {
      id: 'when',
      header: 'Date',
      width: '11rem',
      cell: (e) => `${formatParisDate(e.start)} · ${formatParisTime(e.start)}–${formatParisTime(e.end)}`,
    };
    const dossier: DataColumn<EventWithId> = {
      id: 'case',
      header: 'Dossier',
      cell: (e) => lookups.caseLabel(e.caseId) || '—',
    };
    const who: DataColumn<EventWithId> = {
      id: 'who',
      header: 'Membres',
      width: '10rem',
      cell: (e) => e.attendeeUids.map(lookups.memberName).join(', '),
    };
    const open: DataColumn<EventWithId> = {
      id: 'open',
      header: 'Actions',
      width: '7rem',
      cell: (e) => (
        <Button variant="link" onClick={() => onOpen(e)} aria-label={`Modifier : ${e.title}`}>
          Modifier
        </Button>
      ),
    };
    if (kind === 'audience')
      return [
        when,
        { id: 'jurisdiction', header: 'Juridiction', cell: (e) => e.jurisdiction || '—' },
        {
          id: 'chamber',
          header: 'Chambre · type',
          cell: (e) => [e.chamber, e.hearingType].filter(Boolean).join(' · ') || '—',
        },
        dossier,
        { id: 'rg', header: 'N° RG', width: '7rem', cell: (e) => e.rgNumber || '—' },
        who,
        open,
      ];
    return [
      when,
      { id: 'title', header: 'Objet', cell: (e) => e.title },
      dossier,
      {
        id: 'location',
        header: 'Lieu',
        width: '9rem',
        cell: (e) => {
          const visio = httpsLink(e.visioUrl);
          return visio ? (
            <>
              {e.location || 'Visioconférence'} ·{' '}
              <VisioLink url={visio} label={`Rejoindre la visioconférence — ${e.title}`} />
            </>
          ) : (
            e.location || '—'
          );
        },
      },
      {
        id: 'status',
        header: 'Statut',
        width: '8rem',
        cell: (e) => (
          <Badge tone={e.status === 'confirmé' ? 'success' : 'warning'}>{EVENT_STATUS_LABELS[e.status]}</Badge>
        ),
      },
      who,
      open,
    ];
  }, [kind, lookups, onOpen]);
  return (
    <div className={styles.tableWrap}>
      <DataTable caption={caption} columns={columns} rows={events} rowKey={(e) => e.id} rowHeight={56} empty={empty} />
    </div>
  );
}

export function NoEvents({ title, children }: { title: string; children: React.ReactNode }) {
  return <EmptyState title={title}>{children}</EmptyState>;
}
