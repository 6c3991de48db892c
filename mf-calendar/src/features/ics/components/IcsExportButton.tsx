import type { CalendarEvent, Deadline } from 'shared-data';
import { Button, saveFile } from 'shared-ui';
import type { Lookups } from '../../../lib/useLookups.ts';
import { httpsLink } from 'shared-data/links';
import { buildIcs, type IcsDeadline, type IcsEvent, icsFileName } from '../model/icsCalendar.ts';

export type IcsExportButtonProps = {
  firmId: string;
  events: readonly (CalendarEvent & { id: string })[];
  /** Délais exported with the events (all-day, with reminders). */
  deadlines?: readonly (Deadline & { id: string })[];
  lookups: Lookups;
  /** Calendar name and file name, e.g. "Agenda du cabinet". */
  name: string;
  label?: string;
  ariaLabel?: string;
};

export function toIcsEvents(events: IcsExportButtonProps['events'], lookups: Lookups): IcsEvent[] {
  return events.map((event) => ({
    ...event,
    caseLabel: lookups.caseLabel(event.caseId) || undefined,
    attendees: event.attendeeUids.map(lookups.memberName),
    visioUrl: httpsLink(event.visioUrl) ?? undefined,
  }));
}

export function toIcsDeadlines(deadlines: NonNullable<IcsExportButtonProps['deadlines']>, lookups: Lookups) {
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
export function IcsExportButton({
  firmId,
  events,
  deadlines = [],
  lookups,
  name,
  label,
  ariaLabel,
}: IcsExportButtonProps) {
  const download = () => {
    const text = buildIcs({
      events: toIcsEvents(events, lookups),
      deadlines: toIcsDeadlines(deadlines, lookups),
      firmId,
      name,
    });
    saveFile({ content: text, fileName: icsFileName(name), type: 'text/calendar;charset=utf-8' });
  };
  return (
    <Button onClick={download} disabled={events.length + deadlines.length === 0} aria-label={ariaLabel}>
      {label ?? `Exporter (.ics, ${events.length} événement${events.length > 1 ? 's' : ''})`}
    </Button>
  );
}
