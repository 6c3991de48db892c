import { buildIcs, foldLine, icsDateToIso, parseIcs } from './ics.ts';

describe('.ics of a booking request', () => {
  const event = {
    uid: 'req-1@pretoire',
    start: '2026-11-24T08:00:00.000Z',
    end: '2026-11-24T08:30:00.000Z',
    summary: 'Rendez-vous avec Claire Durand (à confirmer)',
    description: 'Au cabinet. Objet : bail; dépôt de garantie, caution\nsuite',
    location: '12 rue de la République, 69002 Lyon',
    now: '2026-11-23T10:00:00.000Z',
  };

  it('parses back to the same event', () => {
    const text = buildIcs(event);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    const [parsed] = parseIcs(text);
    expect(parsed).toMatchObject({
      UID: event.uid,
      SUMMARY: event.summary,
      DESCRIPTION: event.description,
      LOCATION: event.location,
      STATUS: 'TENTATIVE',
    });
    expect(icsDateToIso(parsed!.DTSTART!)).toBe(event.start);
    expect(icsDateToIso(parsed!.DTEND!)).toBe(event.end);
  });

  it('folds long lines at 75 octets without cutting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(80)}`;
    const folded = foldLine(line).split('\r\n');
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});
