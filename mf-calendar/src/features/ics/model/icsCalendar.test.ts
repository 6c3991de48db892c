import ICAL from 'ical.js';
import { escapeIcsText as escapeText, foldLine } from 'shared-data/ics';
import { buildIcs, eventUid, icsFileName, type IcsEvent } from './icsCalendar.ts';

const events: IcsEvent[] = [
  {
    id: 'ev-winter',
    kind: 'audience',
    title: 'Plaidoiries; Lambert, SCI',
    // 27 mars 2026, 09:00 in Paris (CET, UTC+1) — two days before the change to summer time.
    start: '2026-03-27T08:00:00.000Z',
    end: '2026-03-27T09:30:00.000Z',
    location: 'Tribunal judiciaire de Lyon, 67 rue Servient',
    status: 'confirmé',
    createdAt: '2026-02-01T10:00:00.000Z',
    jurisdiction: 'Tribunal judiciaire de Lyon',
    chamber: '4e chambre',
    hearingType: 'Plaidoiries',
    rgNumber: '26/01234',
    caseLabel: '2026-0004 — Bail commercial Lambert',
    attendees: ['Claire Durand', 'Julien Martin'],
  },
  {
    id: 'ev-summer',
    kind: 'rendez-vous',
    title: 'Rendez-vous client – Élodie Marchand',
    // 30 mars 2026, 09:00 in Paris (CEST, UTC+2).
    start: '2026-03-30T07:00:00.000Z',
    end: '2026-03-30T08:00:00.000Z',
    location: '',
    status: 'à confirmer',
    createdAt: '2026-03-01T10:00:00.000Z',
  },
  {
    id: 'ev-autumn',
    kind: 'autre',
    title: 'Formation déontologie',
    // 26 octobre 2026, 09:00 in Paris (back to CET on 25 October).
    start: '2026-10-26T08:00:00.000Z',
    end: '2026-10-26T12:00:00.000Z',
    location: 'Maison de l’avocat',
    status: 'annulé',
    createdAt: '2026-09-01T10:00:00.000Z',
  },
];

describe('iCalendar export', () => {
  const text = buildIcs({ events, firmId: 'demo-owner', name: 'Agenda — Cabinet Durand & Associés' });

  it('writes CRLF lines of at most 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    expect(text).toContain('DTSTART;TZID=Europe/Paris:20260327T090000');
    expect(text).toContain('DTSTART;TZID=Europe/Paris:20260330T090000');
  });

  it('parses back with ical.js: same UIDs, summaries and instants across DST', () => {
    const component = new ICAL.Component(ICAL.parse(text));
    const zone = component.getFirstSubcomponent('vtimezone');
    if (!zone) throw new Error('no VTIMEZONE');
    ICAL.TimezoneService.register(zone);
    const parsed = component.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(parsed.map((event) => event.uid)).toEqual([
      'ev-winter@demo-owner.pretoire.fr',
      'ev-summer@demo-owner.pretoire.fr',
      'ev-autumn@demo-owner.pretoire.fr',
    ]);
    expect(parsed[0]?.summary).toBe('Plaidoiries; Lambert, SCI');
    expect(parsed[0]?.location).toBe('Tribunal judiciaire de Lyon, 67 rue Servient');
    expect(parsed[0]?.description).toContain('N° RG : 26/01234');
    expect(parsed[0]?.description).toContain('\nChambre : 4e chambre');
    const instants = parsed.map((event) => [
      event.startDate.toJSDate().toISOString(),
      event.endDate.toJSDate().toISOString(),
    ]);
    expect(instants).toEqual(events.map((event) => [event.start, event.end]));
    expect(component.getAllSubcomponents('vevent')[1]?.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(component.getAllSubcomponents('vevent')[2]?.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('keeps UIDs stable from one export to the next', () => {
    const again = buildIcs({ events: [...events].reverse(), firmId: 'demo-owner', name: 'x' });
    for (const event of events) expect(again).toContain(`UID:${eventUid({ id: event.id, firmId: 'demo-owner' })}`);
  });

  it('escapes text and folds without splitting a character', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const long = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(long);
    expect(folded.split('\r\n ').join('')).toBe(long);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
  });

  it('locates an audience without an address at its juridiction', () => {
    const audience = { ...events[0]!, location: '', jurisdiction: 'Cour d’appel de Lyon' };
    const parsed = new ICAL.Event(
      new ICAL.Component(ICAL.parse(buildIcs({ events: [audience], firmId: 'f', name: 'x' }))).getFirstSubcomponent(
        'vevent',
      )!,
    );
    expect(parsed.location).toBe('Cour d’appel de Lyon');
  });

  it('names files safely', () => {
    expect(icsFileName('Agenda — Cabinet Durand & Associés')).toBe('agenda-cabinet-durand-associes.ics');
    expect(icsFileName('***')).toBe('agenda.ics');
  });
});
