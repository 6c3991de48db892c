import type { CalendarEvent } from 'shared-data';
import { Button, saveFile } from 'shared-ui';
import type { Lookups } from '../../../lib/useLookups.ts';
import { buildIcs, type IcsEvent, icsFileName } from '../model/icsCalendar.ts';

export type IcsExportButtonProps = {
  firmId: string;
  events: readonly (CalendarEvent & { id: string })[];
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
  }));
}

/** Downloads the given events as one `.ics` file (RFC 5545). */
export function IcsExportButton({ firmId, events, lookups, name, label, ariaLabel }: IcsExportButtonProps) {
  const download = () => {
    const text = buildIcs({ events: toIcsEvents(events, lookups), firmId, name });
    saveFile({ content: text, fileName: icsFileName(name), type: 'text/calendar;charset=utf-8' });
  };
  return (
    <Button onClick={download} disabled={events.length === 0} aria-label={ariaLabel}>
      {label ?? `Exporter (.ics, ${events.length} événement${events.length > 1 ? 's' : ''})`}
    </Button>
  );
}
