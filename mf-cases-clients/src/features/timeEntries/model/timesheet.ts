/**
 * The weekly timesheet (pure): one person's week, rows = dossiers, columns = Monday to Sunday,
 * cells = the time of that day on that dossier; what typing in a cell means (the entry form's
 * rules: a duration, never in the future, an unusual one asked about).
 */
import type { Case, TimeEntry } from 'shared-data';
import { isIsoDay, mondayOf, weekDays } from 'shared-ui';
import { durationToConfirm, formatDuration, parseDuration } from './duration.ts';
import { durationProblem, entryLock, isFutureDate, TIME_MESSAGES } from './timeEntryForm.ts';

export const DAY_LABELS = ['Lun.', 'Mar.', 'Mer.', 'Jeu.', 'Ven.', 'Sam.', 'Dim.'] as const;

/** The week asked in the address (`?semaine=2026-03-04` → its Monday), else the current week. */
export function weekFromParam(param: string, today: string): string {
  return mondayOf(isIsoDay(param) ? param : today);
}

export type SheetEntry = Pick<
  TimeEntry,
  'caseId' | 'uid' | 'date' | 'minutes' | 'description' | 'rateCents' | 'billed' | 'invoiceId' | 'createdAt'
> & { id: string };

export type SheetCase = {
  id: string;
  reference: string;
  title: string;
  closed: boolean;
  hourlyRateCents?: number | undefined;
};

/** What the week needs of a dossier. */
export function sheetCaseOf(
  dossier: Pick<Case, 'reference' | 'title' | 'status'> & { id: string; fee: Pick<Case['fee'], 'hourlyRateCents'> },
): SheetCase {
  return {
    id: dossier.id,
    reference: dossier.reference,
    title: dossier.title,
    closed: dossier.status === 'clos',
    hourlyRateCents: dossier.fee.hourlyRateCents,
  };
}

/**
 * A cell: empty; one entry, edited in place; or read-only — on an invoice (`locked`, with the
 * reason) or several entries that day (edited in the dossier).
 */
export type CellState =
  | { kind: 'empty' }
  | { kind: 'single'; entry: SheetEntry }
  | { kind: 'locked'; reason: string; billed: boolean }
  | { kind: 'several'; count: number };

export type SheetCell = { date: string; minutes: number; state: CellState };

export type SheetRow = {
  caseId: string;
  reference: string;
  title: string;
  closed: boolean;
  hourlyRateCents?: number | undefined;
  cells: SheetCell[];
  totalMinutes: number;
  /** The latest description of the week on this dossier: proposed for the row's new entries. */
  lastDescription: string;
};

export type Timesheet = { dates: string[]; rows: SheetRow[]; dayTotals: number[]; totalMinutes: number };

export const TIMESHEET_MESSAGES = {
  description: 'Décrivez d’abord le travail de cette ligne (« Travail effectué ») : il figure sur la facture.',
  noRate: 'Aucun taux horaire : renseignez celui du dossier, ou demandez au titulaire de fixer le vôtre.',
  several: (count: number) => `${count} saisies ce jour : modifiez-les dans le dossier (onglet « Temps passés »).`,
  othersTime: 'Le temps se saisit au nom de chacun : vous ne pouvez pas en ajouter pour un autre membre.',
  missingCase: 'Dossier introuvable',
} as const;

function cellState(entries: readonly SheetEntry[]): CellState {
  if (entries.length === 0) return { kind: 'empty' };
  const locked = entries.find((entry) => entryLock(entry));
  if (locked) return { kind: 'locked', reason: entryLock(locked)!, billed: entries.some((entry) => entry.billed) };
  if (entries.length > 1) return { kind: 'several', count: entries.length };
  return { kind: 'single', entry: entries[0]! };
}

/**
 * The grid of one person's week: a row per dossier with time that week (by reference), then the
 * dossiers added by hand (in the order added); totals per day, per dossier and for the week.
 */
export function buildTimesheet({
  monday,
  entries,
  cases,
  addedCaseIds = [],
}: {
  monday: string;
  /** The person's entries (other weeks are left out here). */
  entries: readonly SheetEntry[];
  cases: ReadonlyMap<string, SheetCase>;
  addedCaseIds?: readonly string[];
}): Timesheet {
  const dates = weekDays(monday);
  const inWeek = entries.filter((entry) => entry.date >= dates[0]! && entry.date <= dates[6]!);
  const caseOf = (caseId: string): SheetCase =>
    cases.get(caseId) ?? { id: caseId, reference: '—', title: TIMESHEET_MESSAGES.missingCase, closed: true };
  const withTime = [...new Set(inWeek.map((entry) => entry.caseId))]
    .map(caseOf)
    .sort((a, b) => a.reference.localeCompare(b.reference, 'fr'));
  const shown = new Set(withTime.map((dossier) => dossier.id));
  const added = addedCaseIds.filter((caseId) => !shown.has(caseId)).map(caseOf);
  const rows = [...withTime, ...added].map((dossier): SheetRow => {
    const own = inWeek.filter((entry) => entry.caseId === dossier.id);
    const cells = dates.map((date) => {
      const ofDay = own.filter((entry) => entry.date === date);
      return { date, minutes: ofDay.reduce((sum, entry) => sum + entry.minutes, 0), state: cellState(ofDay) };
    });
    const latest = [...own].sort((a, b) =>
      a.date === b.date ? b.createdAt.localeCompare(a.createdAt) : b.date.localeCompare(a.date),
    )[0];
    return {
      caseId: dossier.id,
      reference: dossier.reference,
      title: dossier.title,
      closed: dossier.closed,
      hourlyRateCents: dossier.hourlyRateCents,
      cells,
      totalMinutes: cells.reduce((sum, cell) => sum + cell.minutes, 0),
      lastDescription: latest?.description ?? '',
    };
  });
  const dayTotals = dates.map((_, i) => rows.reduce((sum, row) => sum + row.cells[i]!.minutes, 0));
  return { dates, rows, dayTotals, totalMinutes: dayTotals.reduce((sum, minutes) => sum + minutes, 0) };
}

/** A cell's value as shown: « 1:30 », empty when nothing is logged. */
export function cellText(cell: SheetCell): string {
  return cell.minutes > 0 ? formatDuration(cell.minutes) : '';
}

/**
 * What typing `text` in a cell asks for: nothing (unchanged), removing its one entry (emptied),
 * saving `minutes` (with the question to ask first when the duration is unusual), or a French
 * reason it is refused — the entry form's rules.
 */
export type CellInput =
  | { kind: 'unchanged' }
  | { kind: 'clear'; entry: SheetEntry }
  | { kind: 'save'; minutes: number; confirmMinutes: number | null }
  | { kind: 'invalid'; message: string };

export function readCell({
  text,
  cell,
  today,
  description,
  rateCents,
}: {
  text: string;
  cell: SheetCell;
  today: string;
  /** The row's « Travail effectué » (for a new entry). */
  description: string;
  /** The rate a new entry would take (the member's, else the dossier's), null when none. */
  rateCents: number | null;
}): CellInput {
  const typed = text.trim();
  const { state } = cell;
  if (!typed) return state.kind === 'single' ? { kind: 'clear', entry: state.entry } : { kind: 'unchanged' };
  const minutes = parseDuration(typed);
  if (state.kind === 'single' && minutes === state.entry.minutes) return { kind: 'unchanged' };
  if (isFutureDate(cell.date, today)) return { kind: 'invalid', message: TIME_MESSAGES.future };
  const problem = durationProblem(typed);
  if (problem || minutes === null) return { kind: 'invalid', message: problem ?? TIME_MESSAGES.durationInvalid };
  if (state.kind === 'empty') {
    if (!description.trim()) return { kind: 'invalid', message: TIMESHEET_MESSAGES.description };
    if (rateCents === null) return { kind: 'invalid', message: TIMESHEET_MESSAGES.noRate };
  }
  return { kind: 'save', minutes, confirmMinutes: durationToConfirm(typed) };
}
