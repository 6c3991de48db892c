/**
 * A booking's `.ics` file (RFC 5545): one VEVENT, times in UTC, text escaped and lines folded at
 * 75 octets — offered on the booking confirmation screen (tentative) and attached to the
 * confirmation email (confirmed). Parsed back in the tests.
 */
export type IcsEvent = {
  uid: string;
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
  /** When the file was made (DTSTAMP). */
  now: string;
  /** TENTATIVE until the professional confirms. */
  status?: 'TENTATIVE' | 'CONFIRMED';
};

const utc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (UTF-8), continuation lines start with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Prétoire//Prise de rendez-vous//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.now)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `STATUS:${event.status ?? 'TENTATIVE'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Minimal reader (unfold, split properties, unescape): enough to check what we wrote. */
export function parseIcs(text: string): Record<string, string>[] {
  const unfolded = text
    .replace(/\r\n[ \t]/g, '')
    .split(/\r\n/)
    .filter(Boolean);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of unfolded) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).split(';')[0]!;
      current[name] = line
        .slice(colon + 1)
        .replace(/\\n/g, '\n')
        .replace(/\\([,;\\])/g, '$1');
    }
  }
  return events;
}

/** `20261102T080000Z` → ISO. */
export function icsDateToIso(value: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return '';
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.000Z`;
}
