/** Which time entries an invoice bills in grouped lines (the relevé des diligences details them). Pure. */
import type { Invoice } from 'shared-data';

/** `15/03/2026 – …` (a line per time entry, detailed mode) → `2026-03-15`; other lines → null. */
export function lineDay(designation: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})\b/.exec(designation);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** The time entries billed by grouped lines (a line that is not one dated entry): those the relevé details. */
export function groupedTimeEntryIds(invoice: {
  lines: readonly Pick<Invoice['lines'][number], 'designation' | 'timeEntryIds'>[];
}): string[] {
  return invoice.lines
    .filter((line) => (line.timeEntryIds?.length ?? 0) > 0 && lineDay(line.designation) === null)
    .flatMap((line) => line.timeEntryIds ?? []);
}
