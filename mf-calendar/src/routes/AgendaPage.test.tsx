/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// FullCalendar's CommonJS build requires preact, whose "browser" entry is ESM only: jest resolves
// the CommonJS one with the conditions above, the rest of the page is the same as in the browser.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ICAL from 'ical.js';
import { getDataStore, paths } from 'shared-data';
import {
  DEMO_IDS,
  freshDemoData,
  installIndexCheck,
  installReadCounter,
  renderRoute,
  seedCase,
  seedDeadline,
  seedEvent,
  signInAs,
  takeMissingIndexes,
  declaredIndexes,
} from 'shared-data/testing';
import { AgendaPage } from './AgendaPage.tsx';

jest.setTimeout(30_000);

let downloads: Blob[] = [];

beforeAll(() => {
  // jsdom has no object URLs: keep what the export hands to the browser.
  URL.createObjectURL = (blob: Blob) => {
    downloads.push(blob);
    return 'blob:agenda';
  };
  URL.revokeObjectURL = () => undefined;
  // jsdom does not navigate: the download link's click is enough.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
beforeEach(async () => {
  downloads = [];
  await freshDemoData();
  signInAs('demo-owner');
});

const LABEL = 'Délai : Délai d’appel — 2026-0038';

/** A dossier 2026-0038, a hearing and the délai d'appel both on Wednesday 16 Dec. 2026 */
async function seedWeek() {
  const dossier = await seedCase({ reference: '2026-0038', title: 'Appel Lambert' });
  await seedEvent({
    title: 'Plaidoiries Lambert',
    caseId: dossier.id,
    start: '2026-12-16T09:00:00.000Z',
    end: '2026-12-16T10:00:00.000Z',
  });
  await seedDeadline({ title: 'Délai d’appel', caseId: dossier.id, dueDate: '2026-12-16' });
  return dossier;
}

async function openAgenda(view: string) {
  renderRoute('/app/calendar', `/app/calendar?vue=${view}&date=2026-12-16`, <AgendaPage />);
  const calendar = await screen.findByTestId('agenda-calendar', {}, { timeout: 15_000 });
  await within(calendar).findByText('Plaidoiries Lambert');
  // The period is drawn once all of it has come (its délais and their dossiers after its events):
  // until then the box is `aria-busy` and may show the events alone.
  await waitFor(() => expect(calendar).toHaveAttribute('aria-busy', 'false'));
  return calendar;
}

async function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('/app/calendar: the délais in the agenda', () => {
  it('shows a délai in the month, week, day and list views as an all-day item with its dossier reference', async () => {
    await seedWeek();
    for (const view of ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listWeek']) {
      const calendar = await openAgenda(view);
      const item = await within(calendar).findByText(LABEL);
      // Distinct from the events: its own class, all day (a block of the day's row, not a time
      // slot; « Toute la journée » in the list), never dragged.
      const entry = item.closest('.pt-deadline');
      expect(entry).not.toBeNull();
      if (view === 'listWeek') expect(item.closest('tr')).toHaveTextContent(/^Toute la journée/);
      else expect(entry).toHaveClass('fc-daygrid-block-event');
      expect(entry).not.toHaveClass('fc-event-draggable');
      const event = within(calendar).getByText('Plaidoiries Lambert');
      expect(event.closest('.pt-deadline')).toBeNull();
      cleanup();
    }
  });

  it('filters the délais with the agenda: the member is the responsible, the type « Délais »', async () => {
    await seedWeek();
    const calendar = await openAgenda('timeGridWeek');
    await within(calendar).findByText(LABEL);
    fireEvent.change(screen.getByLabelText('Type d’événement'), { target: { value: 'audience' } });
    await waitFor(() => expect(within(calendar).queryByText(LABEL)).not.toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Type d’événement'), { target: { value: 'delai' } });
    await within(calendar).findByText(LABEL);
    expect(within(calendar).queryByText('Plaidoiries Lambert')).not.toBeInTheDocument();
    // The délai is Claire Durand's: not in Julien Martin's agenda.
    const member = screen.getByLabelText('Membre du cabinet');
    const julien = within(member).getByRole('option', { name: 'Julien Martin' }) as HTMLOptionElement;
    fireEvent.change(member, { target: { value: julien.value } });
    await waitFor(() => expect(within(calendar).queryByText(LABEL)).not.toBeInTheDocument());
    // Claire Durand, signed in, is « Mon agenda ».
    const claire = within(member).getByRole('option', { name: 'Mon agenda' }) as HTMLOptionElement;
    expect(claire.value).toBe(DEMO_IDS.ownerUid);
    fireEvent.change(member, { target: { value: claire.value } });
    await within(calendar).findByText(LABEL);
  });

  it('opens a délai on the délais page, filtered on it', async () => {
    await seedWeek();
    const calendar = await openAgenda('timeGridWeek');
    await within(calendar).findByText(LABEL);
    // Looked up again at the click: FullCalendar may redraw its entries between the wait's end and
    // the next line (a late snapshot), and a click on the replaced element leads nowhere — as a
    // user's would on an entry they no longer see.
    fireEvent.click(within(calendar).getByText(LABEL).closest('.pt-deadline')!);
    expect(await screen.findByText('autre page')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /événement/ })).not.toBeInTheDocument();
  });

  it('exports the délais in the cabinet’s .ics as all-day events with reminders, readable by ical.js', async () => {
    await seedWeek();
    await openAgenda('listWeek');
    // The whole agenda (not the week on screen), read in pages when asked.
    fireEvent.click(await screen.findByRole('button', { name: /^Exporter l’agenda \(\.ics, \d+\)/ }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const text = await readBlob(downloads[0]!);
    expect(text).toContain('DTSTART;VALUE=DATE:20261216');
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevents = calendar.getAllSubcomponents('vevent');
    const deadline = vevents.find((vevent) => new ICAL.Event(vevent).summary === LABEL);
    if (!deadline) throw new Error('no délai in the export');
    const event = new ICAL.Event(deadline);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-12-16');
    expect(event.endDate.toString()).toBe('2026-12-17');
    expect(event.description).toContain('Dossier : 2026-0038 — Appel Lambert');
    const triggers = deadline
      .getAllSubcomponents('valarm')
      .map((alarm) => String(alarm.getFirstPropertyValue('trigger')));
    // The day before at 09:00 and a week before at 09:00.
    expect(triggers).toEqual(['-PT15H', '-P6DT15H']);
    expect(new Set(vevents.map((vevent) => new ICAL.Event(vevent).uid)).size).toBe(vevents.length);
  });
});

describe('/app/calendar reads only the period on screen', () => {
  /** Events of the ten-year history and around the month on screen (December 2026). */
  async function seedHistory() {
    for (let year = 2017; year <= 2025; year += 1)
      await seedEvent({
        title: `Audience ${year}`,
        start: `${year}-12-10T09:00:00.000Z`,
        end: `${year}-12-10T10:00:00.000Z`,
      });
    await seedEvent({
      title: 'Plaidoiries Lambert',
      start: '2026-12-16T09:00:00.000Z',
      end: '2026-12-16T10:00:00.000Z',
    });
    // Started before the grid (Mon. 30 Nov.), still running in it: shown.
    await seedEvent({
      kind: 'autre',
      title: 'Formation longue',
      start: '2026-11-20T08:00:00.000Z',
      end: '2026-12-02T17:00:00.000Z',
    });
    // Ended the day before the grid begins: not read.
    await seedEvent({
      title: 'Audience de novembre',
      start: '2026-11-27T09:00:00.000Z',
      end: '2026-11-27T10:00:00.000Z',
    });
    await seedEvent({
      title: 'Audience de février',
      start: '2027-02-03T09:00:00.000Z',
      end: '2027-02-03T10:00:00.000Z',
    });
    await seedDeadline({ title: 'Délai de janvier', dueDate: '2027-01-20' });
    await seedDeadline({ title: 'Délai de 2020', dueDate: '2020-01-20' });
  }

  /**
   * The events overlapping `[from, to)` (Paris days) and the délais in it, counted from everything:
   * the signed-in owner's (the agenda opens on them), or the whole cabinet's with `member` null.
   */
  async function inPeriod(from: string, to: string, member: string | null = DEMO_IDS.ownerUid) {
    const store = getDataStore();
    const start = new Date(`${from}T00:00:00+01:00`).toISOString();
    const end = new Date(`${to}T00:00:00+01:00`).toISOString();
    const events = (
      await store.query<{ start: string; end: string; attendeeUids: string[] }>({
        collection: paths.events(DEMO_IDS.firmId),
      })
    ).docs;
    const deadlines = (
      await store.query<{ dueDate: string; assigneeUid: string }>({ collection: paths.deadlines(DEMO_IDS.firmId) })
    ).docs;
    return {
      allEvents: events.length,
      events: events.filter(
        (doc) => doc.data.end > start && doc.data.start < end && (!member || doc.data.attendeeUids.includes(member)),
      ).length,
      deadlines: deadlines.filter(
        (doc) => doc.data.dueDate >= from && doc.data.dueDate < to && (!member || doc.data.assigneeUid === member),
      ).length,
    };
  }

  it('reads the events overlapping the month grid and the délais in it, nothing else', async () => {
    await seedHistory();
    const reads = installReadCounter();
    reads.reset();
    const calendar = await openAgenda('dayGridMonth');
    expect(within(calendar).getByText('Formation longue')).toBeInTheDocument();
    // The December grid runs to Sun. 10 Jan.: the délai of 20 January is not in it.
    expect(within(calendar).queryByText(/Délai de janvier/)).not.toBeInTheDocument();
    for (const outside of ['Audience 2025', 'Audience 2017', 'Audience de novembre', 'Audience de février'])
      expect(within(calendar).queryByText(outside)).not.toBeInTheDocument();
    // What the agenda's live queries delivered: the grid's events and délais, counted here from
    // the whole collections (Mon. 30 Nov. 00:00 Paris to Mon. 11 Jan.).
    const inGrid = await inPeriod('2026-11-30', '2027-01-11');
    await waitFor(() => expect(reads.bySourceAndCollection.listen?.events).toBe(inGrid.events));
    expect(reads.bySourceAndCollection.listen?.deadlines ?? 0).toBe(inGrid.deadlines);
    expect(inGrid.events).toBeLessThan(inGrid.allEvents);
  });

  it('asks again for the next month when the lawyer moves to it, and reads only that one', async () => {
    await seedHistory();
    const reads = installReadCounter();
    const calendar = await openAgenda('dayGridMonth');
    await waitFor(() => expect(reads.byCollection.events).toBeGreaterThan(0));
    reads.reset();
    fireEvent.click(screen.getByRole('button', { name: /suivant/i }));
    await within(calendar).findByText(/Délai de janvier/);
    expect(within(calendar).queryByText('Audience de février')).toBeInTheDocument();
    expect(within(calendar).queryByText('Plaidoiries Lambert')).not.toBeInTheDocument();
    // January's grid (28 Dec. – 7 Feb.): the February hearing, not the ten years before it.
    const inGrid = await inPeriod('2026-12-28', '2027-02-08');
    await waitFor(() => expect(reads.bySourceAndCollection.listen?.events ?? 0).toBe(inGrid.events));
    expect(reads.bySourceAndCollection.listen?.deadlines ?? 0).toBe(inGrid.deadlines);
    fireEvent.click(screen.getByRole('button', { name: /précédent/i }));
    await within(calendar).findByText('Plaidoiries Lambert');
  });

  it('opens on the signed-in lawyer’s agenda, asked of the backend; « Tout le cabinet » reads the others’', async () => {
    await seedHistory();
    await seedEvent({
      title: 'Audience de Julien',
      attendeeUids: [DEMO_IDS.member1Uid],
      start: '2026-12-15T09:00:00.000Z',
      end: '2026-12-15T10:00:00.000Z',
    });
    await seedDeadline({ title: 'Délai de Julien', dueDate: '2026-12-17', assigneeUid: DEMO_IDS.member1Uid });
    const mine = await inPeriod('2026-11-30', '2027-01-11');
    const cabinet = await inPeriod('2026-11-30', '2027-01-11', null);
    expect(cabinet.events).toBeGreaterThan(mine.events);
    const reads = installReadCounter();
    reads.reset();
    const calendar = await openAgenda('dayGridMonth');
    const member = screen.getByLabelText('Membre du cabinet') as HTMLSelectElement;
    expect(member.selectedOptions[0]).toHaveTextContent('Mon agenda');
    // Julien Martin's hearing and délai were not even read: only Claire Durand's.
    await waitFor(() => expect(reads.bySourceAndCollection.listen?.events).toBe(mine.events));
    expect(reads.bySourceAndCollection.listen?.deadlines ?? 0).toBe(mine.deadlines);
    expect(within(calendar).queryByText('Audience de Julien')).not.toBeInTheDocument();

    reads.reset();
    fireEvent.change(member, { target: { value: 'tous' } });
    expect(member.selectedOptions[0]).toHaveTextContent('Tout le cabinet');
    await within(calendar).findByText('Audience de Julien');
    await within(calendar).findByText(/Délai de Julien/);
    await waitFor(() => expect(reads.bySourceAndCollection.listen?.events).toBe(cabinet.events));
    expect(reads.bySourceAndCollection.listen?.deadlines ?? 0).toBe(cabinet.deadlines);
  });

  it('fails when the index of its range query is missing from firestore.indexes.json', async () => {
    await seedHistory();
    // The agenda opens on the lawyer's own events: `events (attendeeUids CONTAINS, end, start)`.
    installIndexCheck(
      declaredIndexes().filter(
        (index) =>
          !(
            index.collectionGroup === 'events' &&
            index.fields[0]?.fieldPath === 'attendeeUids' &&
            index.fields[1]?.fieldPath === 'end'
          ),
      ),
    );
    renderRoute('/app/calendar', '/app/calendar?vue=dayGridMonth&date=2026-12-16', <AgendaPage />);
    expect(await screen.findByText(/Index composite manquant/, {}, { timeout: 15_000 })).toBeInTheDocument();
    // What would fail this test after it (indexes.ts): expected here.
    expect(takeMissingIndexes()).toEqual([expect.stringContaining('"fieldPath":"end"')]);
  });
});
