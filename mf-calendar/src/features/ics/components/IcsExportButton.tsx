import { useState } from 'react';
import { type CalendarEvent, caseLabelOf, type Deadline, messageOf } from 'shared-data';
import { Button, formatCount, saveFile } from 'shared-ui';
import { toast } from 'sonner';
import type { Lookups } from '../../lookups/hooks/useLookups.ts';
import { httpsLink } from 'shared-data/links';
import { readCases } from '../../events/api/readCases.ts';
import { buildIcs, type IcsDeadline, type IcsEvent, icsFileName } from '../model/icsCalendar.ts';

type EventRow = CalendarEvent & { id: string };
type DeadlineRow = Deadline & { id: string };

export type IcsExportButtonProps = {
  firmId: string;
  lookups: Lookups;
  /** Calendar name and file name, e.g. "Agenda du cabinet". */
  name: string;
  label?: string;
  ariaLabel?: string;
} & (
  | {
      /** What the screen already shows. */
      events: readonly EventRow[];
      /** Délais exported with the events (all-day, with reminders). */
      deadlines?: readonly DeadlineRow[];
    }
  | {
      /** Reads what to export when asked (in pages, reporting the items read so far). */
      load: (onProgress: (read: number) => void) => Promise<{ events: EventRow[]; deadlines: DeadlineRow[] }>;
      /** How many items the file will hold, when known (0: the button is disabled). */
      count: number | null;
    }
);

type Labels = Pick<Lookups, 'caseLabel' | 'caseReference' | 'memberName'>;

/**
 * The screen knows the labels of the dossiers it shows, not of every dossier a file holds: those
 * are read (by id, or in pages for hundreds) when the file is written.
 */
async function withCaseLabels(
  firmId: string,
  lookups: Lookups,
  items: readonly { caseId: string | null }[],
): Promise<Labels> {
  const unknown = [...new Set(items.map((item) => item.caseId).filter((id): id is string => Boolean(id)))].filter(
    (id) => !lookups.caseReference(id),
  );
  if (unknown.length === 0) return lookups;
  const read = await readCases(firmId, unknown);
  const label = (id: string | null | undefined) => {
    if (!id || !read.has(id)) return lookups.caseLabel(id);
    const found = read.get(id);
    return found ? caseLabelOf(found) : 'Dossier inconnu';
  };
  return {
    memberName: lookups.memberName,
    caseLabel: label,
    caseReference: (id) => (id && read.get(id)?.reference) || lookups.caseReference(id),
  };
}

export function toIcsEvents(events: readonly EventRow[], lookups: Labels): IcsEvent[] {
  return events.map((event) => ({
    ...event,
    caseLabel: lookups.caseLabel(event.caseId) || undefined,
    attendees: event.attendeeUids.map(lookups.memberName),
    visioUrl: httpsLink(event.visioUrl) ?? undefined,
  }));
}

export function toIcsDeadlines(deadlines: readonly DeadlineRow[], lookups: Labels) {
  return deadlines.map(
    (deadline): IcsDeadline => ({
      id: deadline.id,
      title: deadline.title,
      dueDate: deadline.dueDate,
      done: deadline.done,
      createdAt: deadline.createdAt,
      doneAt: deadline.doneAt,
      caseReference: lookups.caseReference(deadline.caseId) || undefined,
      caseLabel: lookups.caseLabel(deadline.caseId) || undefined,
      assignee: deadline.assigneeUid ? lookups.memberName(deadline.assigneeUid) : undefined,
      computation: deadline.computation,
    }),
  );
}

/** Downloads the given events (and délais) as one `.ics` file (RFC 5545). */
export function IcsExportButton(props: IcsExportButtonProps) {
  const { firmId, lookups, name, label, ariaLabel } = props;
  const [read, setRead] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = async (events: readonly EventRow[], deadlines: readonly DeadlineRow[]) => {
    const labels = await withCaseLabels(firmId, lookups, [...events, ...deadlines]);
    const text = buildIcs({
      events: toIcsEvents(events, labels),
      deadlines: toIcsDeadlines(deadlines, labels),
      firmId,
      name,
    });
    saveFile({ content: text, fileName: icsFileName(name), type: 'text/calendar;charset=utf-8' });
  };
  if (!('load' in props)) {
    const { events, deadlines = [] } = props;
    return (
      <Button
        onClick={() => save(events, deadlines).catch((failure: unknown) => toast.error(messageOf(failure)))}
        disabled={events.length + deadlines.length === 0}
        aria-label={ariaLabel}
      >
        {label ?? `Exporter (.ics, ${events.length} événement${events.length > 1 ? 's' : ''})`}
      </Button>
    );
  }
  const download = async () => {
    setError(null);
    setRead(0);
    try {
      const { events, deadlines } = await props.load(setRead);
      await save(events, deadlines);
    } catch (failure) {
      setError(`L’export n’a pas pu être préparé : ${messageOf(failure)}`);
    } finally {
      setRead(null);
    }
  };
  const busy = read !== null;
  return (
    <>
      <Button onClick={download} disabled={busy || props.count === 0} aria-label={ariaLabel}>
        {label ?? 'Exporter (.ics)'}
      </Button>
      {busy ? (
        <span role="status">
          Préparation de l’export… {formatCount(read)}
          {props.count ? ` / ${formatCount(props.count)}` : ''} éléments lus
        </span>
      ) : null}
      {error ? (
        <span role="alert">
          {error}{' '}
          <Button variant="secondary" onClick={download}>
            Réessayer
          </Button>
        </span>
      ) : null}
    </>
  );
}
