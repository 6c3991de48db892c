import ICAL from 'ical.js';
import { escapeIcsText as escapeText, foldLine } from 'shared-data/ics';
import { buildIcs, deadlineUid, eventUid, icsFileName, type IcsDeadline, type IcsEvent } from './icsCalendar.ts';

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

describe('iCalendar export of the délais', () => {
  const deadlines: IcsDeadline[] = [
    {
      id: 'dl-appel',
      title: 'Délai d’appel',
      dueDate: '2026-12-16',
      done: false,
      createdAt: '2026-11-16T10:00:00.000Z',
      caseReference: '2026-0038',
      caseLabel: '2026-0038 — Appel Lambert',
      assignee: 'Claire Durand',
      computation: 'Calcul : 1 mois après le 16/11/2026.\nLe délai expire le mercredi 16 décembre 2026 à 24 h.',
    },
    {
      id: 'dl-done',
      title: 'Conclusions',
      dueDate: '2027-01-04',
      done: true,
      createdAt: '2026-11-01T10:00:00.000Z',
    },
  ];
  const text = buildIcs({ events: events.slice(0, 1), deadlines, firmId: 'demo-owner', name: 'Agenda du cabinet' });
  const component = new ICAL.Component(ICAL.parse(text));
  const vevents = component.getAllSubcomponents('vevent');
  const byUid = (uid: string) => vevents.find((vevent) => vevent.getFirstPropertyValue('uid') === uid)!;

  it('writes each délai as an all-day event (DTSTART;VALUE=DATE), distinct from the events', () => {
    expect(text).toContain('DTSTART;VALUE=DATE:20261216');
    expect(text).toContain('DTEND;VALUE=DATE:20261217');
    expect(vevents).toHaveLength(3);
    const appel = new ICAL.Event(byUid(deadlineUid({ id: 'dl-appel', firmId: 'demo-owner' })));
    expect(appel.uid).toBe('deadline-dl-appel@demo-owner.pretoire.fr');
    expect(appel.summary).toBe('Délai : Délai d’appel — 2026-0038');
    expect(appel.startDate.isDate).toBe(true);
    expect(appel.startDate.toString()).toBe('2026-12-16');
    expect(appel.endDate.toString()).toBe('2026-12-17');
    expect(appel.description).toContain('Dossier : 2026-0038 — Appel Lambert');
    expect(appel.description).toContain('Responsable : Claire Durand');
    expect(appel.description).toContain('Le délai expire le mercredi 16 décembre 2026 à 24 h.');
    expect(byUid('deadline-dl-appel@demo-owner.pretoire.fr').getFirstPropertyValue('categories')).toBe('Délai');
    expect(byUid('deadline-dl-appel@demo-owner.pretoire.fr').getFirstPropertyValue('transp')).toBe('TRANSPARENT');
  });

  it('reminds the day before at 09:00 and a week before, with a French text; a done délai reminds no more', () => {
    const alarms = byUid('deadline-dl-appel@demo-owner.pretoire.fr').getAllSubcomponents('valarm');
    expect(alarms.map((alarm) => String(alarm.getFirstPropertyValue('trigger')))).toEqual(['-PT15H', '-P6DT15H']);
    for (const alarm of alarms) {
      expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
      expect(String(alarm.getFirstPropertyValue('description'))).toMatch(/^Délai d’appel \(2026-0038\) : échéance /);
    }
    const done = byUid('deadline-dl-done@demo-owner.pretoire.fr');
    expect(done.getAllSubcomponents('valarm')).toHaveLength(0);
    expect(new ICAL.Event(done).summary).toBe('Délai (fait) : Conclusions');
  });
});
