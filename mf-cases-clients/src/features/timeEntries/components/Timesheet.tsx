import { type KeyboardEvent, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { messageOf, TEXT_LIMITS, useCaseChoices } from 'shared-data';
import {
  Badge,
  Button,
  centsToInput,
  ConfirmDialog,
  DOSSIER_SEARCH,
  EmptyState,
  focusWhenShown,
  formatDate,
  formatLongDate,
  Link,
  SearchSelect,
  Select,
  todayIso,
  UnsavedChangesGuard,
  addDays,
  LoadError,
  Loading,
} from 'shared-ui';
import { addTimeEntry, deleteTimeEntry, updateTimeEntry } from '../api/timeEntryActions.ts';
import { useMemberRate } from '../hooks/useTimer.ts';
import { useTimesheet } from '../hooks/useTimesheet.ts';
import { formatDuration, formatDurationWords } from '../model/duration.ts';
import { proposedRate, TIME_MESSAGES } from '../model/timeEntryForm.ts';
import {
  buildTimesheet,
  cellText,
  DAY_LABELS,
  readCell,
  type SheetCase,
  type SheetCell,
  type SheetEntry,
  type SheetRow,
  sheetCaseOf,
  TIMESHEET_MESSAGES,
  weekFromParam,
} from '../model/timesheet.ts';
import styles from '../../../components/layout.ts';
import sheetStyles from './timesheet.module.css';

export type TimesheetProps = {
  firmId: string;
  /** The signed-in person. */
  uid: string;
  isOwner: boolean;
  /** `?semaine=`: any day of the week shown (empty: this week). */
  week: string;
  /** `?membre=`: whose week the owner reviews (empty: their own). */
  person: string;
  onNavigate: (next: { semaine?: string; membre?: string }) => void;
};

/**
 * « Feuille de temps »: one person's week across dossiers — enter time day by day (a cell per
 * dossier and day, « 1,5 » or « 1:30 »), totals per day and per dossier; the owner reviews a
 * member's week.
 */
export function Timesheet({ firmId, uid, isOwner, week, person, onNavigate }: TimesheetProps) {
  const today = todayIso();
  const monday = weekFromParam(week, today);
  const sunday = addDays(monday, 6);
  // Dossiers added to the week before any time is entered on them (kept when the week changes: a
  // dossier added stays offered).
  const [added, setAdded] = useState<ReadonlyMap<string, SheetCase>>(new Map());
  const data = useTimesheet({
    firmId,
    uid,
    personUid: isOwner && person ? person : uid,
    monday,
    addedCaseIds: [...added.keys()],
  });
  // A dossier just added shows at once (the picker brought it), before its own read answers.
  const cases = useMemo(() => new Map([...added, ...data.cases]), [added, data.cases]);
  const personUid = data.person;
  const memberRate = useMemberRate(firmId, uid);
  const personName = data.people.find((member) => member.uid === personUid)?.name ?? '';
  /** Durations typed and refused (shown in their cells): another week or person asks before dropping them. */
  const [unsaved, setUnsaved] = useState(false);
  const [pending, setPending] = useState<{ semaine?: string; membre?: string } | null>(null);
  const go = (next: { semaine?: string; membre?: string }) => (unsaved ? setPending(next) : onNavigate(next));
  const goToWeek = (day: string) => go({ semaine: day === weekFromParam('', today) ? '' : day });

  return (
    <section aria-labelledby="timesheet-title">
      <div className={styles.toolbar}>
        <div>
          <h2 id="timesheet-title" style={{ margin: 0 }}>
            Feuille de temps
          </h2>
          <p className={styles.muted} style={{ margin: 0 }} data-testid="timesheet-week">
            Semaine du {formatDate(monday)} au {formatDate(sunday)}
          </p>
        </div>
        <div className={styles.actions}>
          <Button onClick={() => goToWeek(addDays(monday, -7))}>Semaine précédente</Button>
          <Button onClick={() => goToWeek(weekFromParam('', today))}>Cette semaine</Button>
          <Button onClick={() => goToWeek(addDays(monday, 7))}>Semaine suivante</Button>
        </div>
        {isOwner ? (
          <Select
            label="Feuille de temps de"
            value={personUid}
            options={data.people.map((member) => ({
              value: member.uid,
              label: member.uid === uid ? `${member.name} (vous)` : member.name,
            }))}
            onChange={(event) => go({ membre: event.target.value === uid ? '' : event.target.value })}
          />
        ) : null}
      </div>
      {data.error ? (
        <LoadError message={data.error} />
      ) : data.loading || memberRate.loading ? (
        <Loading label="Chargement de la feuille de temps…" />
      ) : (
        <TimesheetGrid
          // A new week or person starts from what is stored (nothing typed carries over).
          key={`${monday}|${personUid}`}
          firmId={firmId}
          uid={uid}
          personUid={personUid}
          personName={personName}
          monday={monday}
          today={today}
          entries={data.entries}
          cases={cases}
          added={added}
          onAdd={(dossier) => setAdded((current) => new Map([...current, [dossier.id, dossier]]))}
          memberRateCents={memberRate.rateCents}
          onUnsavedChange={setUnsaved}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        title="Quitter cette semaine sans enregistrer ?"
        confirmLabel="Quitter sans enregistrer"
        cancelLabel="Rester sur la semaine"
        destructive
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const next = pending;
          setPending(null);
          setUnsaved(false);
          if (next) onNavigate(next);
        }}
      >
        Des durées saisies n’ont pas été enregistrées (leur case dit pourquoi).
      </ConfirmDialog>
    </section>
  );
}

const keyOf = (caseId: string, date: string) => `${caseId}|${date}`;

type Question = { caseId: string; col: number; text: string; minutes: number };
type Removal = { caseId: string; col: number; entry: SheetEntry; label: string };

function TimesheetGrid({
  firmId,
  uid,
  personUid,
  personName,
  monday,
  today,
  entries,
  cases,
  added,
  onAdd,
  memberRateCents,
  onUnsavedChange,
}: {
  firmId: string;
  uid: string;
  personUid: string;
  personName: string;
  monday: string;
  today: string;
  entries: SheetEntry[];
  cases: ReadonlyMap<string, SheetCase>;
  added: ReadonlyMap<string, SheetCase>;
  onAdd: (dossier: SheetCase) => void;
  memberRateCents: number | undefined;
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const own = personUid === uid;
  const [caseSearch, setCaseSearch] = useState('');
  const caseChoices = useCaseChoices(firmId, useDeferredValue(caseSearch), { openOnly: true });
  const sheet = useMemo(
    () => buildTimesheet({ monday, entries, cases, addedCaseIds: [...added.keys()] }),
    [monday, entries, cases, added],
  );
  /** What is typed in cells and not stored yet (kept on a refusal: nothing typed is lost). */
  const [drafts, setDrafts] = useState<ReadonlyMap<string, string>>(new Map());
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  /** « Travail effectué » typed per row (for its new entries). */
  const [descriptions, setDescriptions] = useState<ReadonlyMap<string, string>>(new Map());
  const [question, setQuestion] = useState<Question | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [busy, setBusy] = useState(false);
  /** The unusual duration confirmed for a cell (`key|text`): saved without asking again. */
  const confirmed = useRef<string | null>(null);
  const cellRefs = useRef(new Map<string, HTMLInputElement>());
  const descriptionRefs = useRef(new Map<string, HTMLInputElement>());
  const fixRef = useRef<HTMLButtonElement>(null);

  const rowOf = (caseId: string) => sheet.rows.find((row) => row.caseId === caseId);
  const put = <V,>(map: ReadonlyMap<string, V>, key: string, value: V | undefined) => {
    const next = new Map(map);
    if (value === undefined) next.delete(key);
    else next.set(key, value);
    return next;
  };
  const setDraft = (key: string, value: string | undefined) => setDrafts((current) => put(current, key, value));
  const setError = (key: string, value: string | undefined) => setErrors((current) => put(current, key, value));

  // A draft equal to what is stored is done with (the save arrived, or another tab wrote the same).
  useEffect(() => {
    setDrafts((current) => {
      let next: Map<string, string> | null = null;
      for (const [key, text] of current) {
        const [caseId, date] = key.split('|');
        const cell = sheet.rows.find((row) => row.caseId === caseId)?.cells.find((c) => c.date === date);
        if (cell && text === cellText(cell)) {
          next ??= new Map(current);
          next.delete(key);
        }
      }
      return next ?? current;
    });
  }, [sheet]);

  const descriptionOf = (row: SheetRow) => descriptions.get(row.caseId) ?? row.lastDescription;
  const rateOf = (row: SheetRow) =>
    proposedRate({ memberRateCents: own ? memberRateCents : undefined, caseRateCents: row.hourlyRateCents });
  /** Why a cell cannot be typed in, or null. */
  const readOnlyReason = (row: SheetRow, cell: SheetCell): string | null => {
    if (row.closed) return row.title === TIMESHEET_MESSAGES.missingCase ? row.title : TIME_MESSAGES.closed;
    if (cell.state.kind === 'locked') return cell.state.reason;
    if (cell.state.kind === 'several') return TIMESHEET_MESSAGES.several(cell.state.count);
    if (cell.state.kind === 'empty' && !own) return TIMESHEET_MESSAGES.othersTime;
    return null;
  };

  async function save(row: SheetRow, cell: SheetCell, text: string, minutes: number) {
    const key = keyOf(row.caseId, cell.date);
    setError(key, undefined);
    try {
      if (cell.state.kind === 'single') {
        const entry = cell.state.entry;
        await updateTimeEntry({
          firmId,
          entryId: entry.id,
          seen: entry,
          values: {
            date: cell.date,
            duration: text,
            description: entry.description,
            rate: centsToInput(entry.rateCents),
          },
        });
      } else {
        const rate = rateOf(row);
        await addTimeEntry({
          firmId,
          caseId: row.caseId,
          uid,
          values: {
            date: cell.date,
            duration: text,
            description: descriptionOf(row).trim(),
            rate: rate ? centsToInput(rate.cents) : '',
          },
        });
      }
      confirmed.current = null;
      // Shown as stored (« 1,5 » → « 1:30 ») until the live read brings it.
      setDraft(key, formatDuration(minutes));
    } catch (failure) {
      setError(key, messageOf(failure));
    }
  }

  /** A cell left (or Enter): what was typed is checked like the entry form, then saved. */
  async function commit(caseId: string, col: number, text: string) {
    const row = rowOf(caseId);
    const cell = row?.cells[col];
    if (!row || !cell || readOnlyReason(row, cell)) return;
    const key = keyOf(caseId, cell.date);
    const rate = rateOf(row);
    const input = readCell({ text, cell, today, description: descriptionOf(row), rateCents: rate?.cents ?? null });
    if (input.kind === 'unchanged') {
      setDraft(key, undefined);
      setError(key, undefined);
    } else if (input.kind === 'invalid') setError(key, input.message);
    else if (input.kind === 'clear')
      setRemoval({ caseId, col, entry: input.entry, label: `${row.reference} ${row.title}` });
    else if (input.confirmMinutes !== null && confirmed.current !== `${key}|${text.trim()}`) {
      setQuestion({ caseId, col, text: text.trim(), minutes: input.confirmMinutes });
      focusWhenShown(fixRef);
    } else await save(row, cell, text.trim(), input.minutes);
  }

  const focusCell = (rowIndex: number, col: number): boolean => {
    const target = cellRefs.current.get(`${rowIndex}:${col}`);
    target?.focus();
    return !!target;
  };

  /** Arrows move between cells (left/right once at the edge of the text), Enter saves and goes down, Escape undoes. */
  function onCellKey(event: KeyboardEvent<HTMLInputElement>, rowIndex: number, col: number, key: string) {
    const input = event.currentTarget;
    const start = input.selectionStart ?? 0;
    const end = input.selectionEnd ?? 0;
    const atStart = start === 0 && (end === 0 || end === input.value.length);
    const atEnd = end === input.value.length && (start === end || start === 0);
    let moved = false;
    if (event.key === 'ArrowUp') moved = focusCell(rowIndex - 1, col);
    else if (event.key === 'ArrowDown') moved = focusCell(rowIndex + 1, col);
    else if (event.key === 'ArrowLeft' && atStart) moved = focusCell(rowIndex, col - 1);
    else if (event.key === 'ArrowRight' && atEnd) moved = focusCell(rowIndex, col + 1);
    else if (event.key === 'Enter') {
      event.preventDefault();
      const row = sheet.rows[rowIndex];
      // Leaving the cell saves it; on the last row there is no cell below: saved in place, ready to retype.
      if (!focusCell(rowIndex + 1, col) && row) void commit(row.caseId, col, input.value).then(() => input.select());
      return;
    } else if (event.key === 'Escape') {
      setDraft(key, undefined);
      setError(key, undefined);
      return;
    }
    if (moved) event.preventDefault();
  }

  const unsaved = [...drafts].some(([key, text]) => {
    const [caseId, date] = key.split('|');
    const cell = rowOf(caseId ?? '')?.cells.find((c) => c.date === date);
    return !cell || text !== cellText(cell);
  });
  const questionRow = question ? rowOf(question.caseId) : undefined;
  useEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);

  return (
    <>
      <UnsavedChangesGuard
        when={unsaved}
        message="Des durées saisies dans la feuille de temps ne sont pas enregistrées."
      />
      {own ? null : (
        <p className={styles.notice} role="note" data-testid="timesheet-review">
          Semaine de {personName || 'ce membre'} : ses temps non facturés peuvent être corrigés ; le temps se saisit au
          nom de chacun.
        </p>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable with the keyboard */}
      <section className={sheetStyles.scroller} tabIndex={0} aria-label="Grille de la semaine">
        <table className={sheetStyles.grid}>
          <caption className="pt-visually-hidden">
            Temps {own ? 'saisi' : `de ${personName}`}, semaine du {formatDate(monday)} : une ligne par dossier, une
            colonne par jour. Flèches pour changer de case, Entrée pour enregistrer, Échap pour annuler.
          </caption>
          <thead>
            <tr>
              <th scope="col" className={sheetStyles.dossier}>
                Dossier
              </th>
              {sheet.dates.map((date, i) => (
                <th
                  key={date}
                  scope="col"
                  aria-current={date === today ? 'date' : undefined}
                  className={date === today ? sheetStyles.today : undefined}
                >
                  <abbr title={formatLongDate(date)}>
                    {DAY_LABELS[i]} {date.slice(8)}/{date.slice(5, 7)}
                  </abbr>
                </th>
              ))}
              <th scope="col" className={sheetStyles.total}>
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {sheet.rows.map((row, rowIndex) => (
              <tr key={row.caseId} data-timesheet-row={row.reference}>
                <th scope="row" className={sheetStyles.dossier}>
                  <Link to={`/app/cases/${row.caseId}?onglet=temps`}>{row.reference}</Link> {row.title}
                  {row.closed ? (
                    <>
                      {' '}
                      <Badge tone="neutral">Clos</Badge>
                    </>
                  ) : null}
                  {own && !row.closed ? (
                    <>
                      <label className="pt-visually-hidden" htmlFor={`timesheet-work-${row.caseId}`}>
                        Travail effectué, {row.reference}
                      </label>
                      <input
                        id={`timesheet-work-${row.caseId}`}
                        ref={(element) => {
                          if (element) descriptionRefs.current.set(row.caseId, element);
                          else descriptionRefs.current.delete(row.caseId);
                        }}
                        className={sheetStyles.description}
                        placeholder="Travail effectué"
                        value={descriptionOf(row)}
                        maxLength={TEXT_LIMITS.message}
                        onChange={(event) => setDescriptions((current) => put(current, row.caseId, event.target.value))}
                      />
                    </>
                  ) : null}
                </th>
                {row.cells.map((cell, col) => {
                  const key = keyOf(row.caseId, cell.date);
                  const id = `timesheet-${row.caseId}-${cell.date}`;
                  const reason = readOnlyReason(row, cell);
                  const error = errors.get(key);
                  const describedBy = [error ? `${id}-error` : null, reason ? `${id}-reason` : null]
                    .filter(Boolean)
                    .join(' ');
                  return (
                    <td key={cell.date} className={cell.date === today ? sheetStyles.today : undefined}>
                      <label className="pt-visually-hidden" htmlFor={id}>
                        {row.reference}, {formatLongDate(cell.date)}
                      </label>
                      <input
                        id={id}
                        ref={(element) => {
                          if (element) cellRefs.current.set(`${rowIndex}:${col}`, element);
                          else cellRefs.current.delete(`${rowIndex}:${col}`);
                        }}
                        className={sheetStyles.cell}
                        value={drafts.get(key) ?? cellText(cell)}
                        readOnly={reason !== null}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={describedBy || undefined}
                        autoComplete="off"
                        onFocus={(event) => event.currentTarget.select()}
                        onChange={(event) => setDraft(key, event.target.value)}
                        onBlur={(event) => {
                          if (drafts.has(key)) void commit(row.caseId, col, event.currentTarget.value);
                        }}
                        onKeyDown={(event) => onCellKey(event, rowIndex, col, key)}
                      />
                      {cell.state.kind === 'locked' ? (
                        <span className={sheetStyles.mark}>
                          <Badge tone="info">{cell.state.billed ? 'Facturé' : 'En brouillon'}</Badge>
                        </span>
                      ) : cell.state.kind === 'several' ? (
                        <span className={sheetStyles.mark}>{cell.state.count} saisies</span>
                      ) : null}
                      {reason ? (
                        <span id={`${id}-reason`} className="pt-visually-hidden">
                          {reason}
                        </span>
                      ) : null}
                      {error ? (
                        <p id={`${id}-error`} className={sheetStyles.error}>
                          {error}
                        </p>
                      ) : null}
                    </td>
                  );
                })}
                <td className={sheetStyles.total}>{formatDuration(row.totalMinutes)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total du jour</th>
              {sheet.dayTotals.map((minutes, i) => (
                <td key={sheet.dates[i]} className={sheetStyles.total}>
                  {formatDuration(minutes)}
                </td>
              ))}
              <td className={sheetStyles.total} data-testid="timesheet-total">
                {formatDuration(sheet.totalMinutes)}
              </td>
            </tr>
          </tfoot>
        </table>
      </section>
      {sheet.rows.length === 0 ? (
        <EmptyState title="Aucun temps cette semaine">
          {own
            ? 'Ajoutez un dossier à la semaine pour y saisir votre temps, jour par jour.'
            : `${personName || 'Ce membre'} n’a saisi aucun temps cette semaine.`}
        </EmptyState>
      ) : null}
      {own ? (
        <SearchSelect
          {...DOSSIER_SEARCH}
          searchLabel="Rechercher un dossier ouvert"
          label="Ajouter un dossier à la semaine"
          placeholder="Choisir un dossier ouvert…"
          search={caseSearch}
          onSearchChange={setCaseSearch}
          choices={caseChoices}
          value=""
          onChange={(caseId) => {
            const dossier = caseChoices.found.find((found) => found.id === caseId);
            if (!dossier) return;
            onAdd(sheetCaseOf(dossier));
            // Ready for the next dossier.
            setCaseSearch('');
            focusWhenShown({
              get current() {
                return descriptionRefs.current.get(caseId) ?? null;
              },
            });
          }}
        />
      ) : null}
      {question && questionRow ? (
        <fieldset className={styles.warning}>
          <legend>
            <strong>{TIME_MESSAGES.confirmDuration(question.minutes)}</strong>
          </legend>
          <p>
            {questionRow.reference}, {formatLongDate(questionRow.cells[question.col]!.date)}.{' '}
            {TIME_MESSAGES.durationReading(question.text)}
          </p>
          <div className={styles.actions}>
            {/* The safe choice comes first and takes the focus. */}
            <Button
              ref={fixRef}
              onClick={() => {
                setQuestion(null);
                focusCell(sheet.rows.indexOf(questionRow), question.col);
              }}
            >
              Corriger la durée
            </Button>
            <Button
              variant="primary"
              onClick={() => {
                const { caseId, col, text } = question;
                confirmed.current = `${keyOf(caseId, questionRow.cells[col]!.date)}|${text}`;
                setQuestion(null);
                void commit(caseId, col, text);
              }}
            >
              Oui, enregistrer {formatDurationWords(question.minutes)}
            </Button>
          </div>
        </fieldset>
      ) : null}
      <ConfirmDialog
        open={removal !== null}
        title="Supprimer ce temps ?"
        confirmLabel="Supprimer"
        destructive
        busy={busy}
        onCancel={() => {
          if (removal) setDraft(keyOf(removal.caseId, removal.entry.date), undefined);
          setRemoval(null);
        }}
        onConfirm={async () => {
          if (!removal) return;
          const key = keyOf(removal.caseId, removal.entry.date);
          setBusy(true);
          try {
            await deleteTimeEntry({ firmId, entryId: removal.entry.id });
            setDraft(key, '');
            toast.success('Temps supprimé.');
          } catch (failure) {
            setError(key, messageOf(failure));
          } finally {
            setBusy(false);
            setRemoval(null);
          }
        }}
      >
        {removal
          ? `${formatDuration(removal.entry.minutes)} le ${formatDate(removal.entry.date)} sur ${removal.label} : « ${removal.entry.description} ».`
          : null}
      </ConfirmDialog>
    </>
  );
}
