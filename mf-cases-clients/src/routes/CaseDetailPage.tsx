import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { messageOf, type Case, useWorkContext } from 'shared-data';
import {
  AreaSlot,
  Button,
  ConfirmDialog,
  DescriptionList,
  formatAmount,
  formatDate,
  Tabs,
  todayIso,
  UnsavedChangesGuard,
  Link,
  useParams,
  useSearchParams,
  Loading,
  NoCabinet,
} from 'shared-ui';
import { CaseNotFound } from '../features/cases/components/CaseNotFound.tsx';
import { CaseForm } from '../features/cases/components/CaseForm.tsx';
import { NotesPanel } from '../features/cases/components/NotesPanel.tsx';
import { PartiesPanel } from '../features/cases/components/PartiesPanel.tsx';
import { StatusBadge } from '../features/cases/components/StatusBadge.tsx';
import { TasksPanel } from '../features/cases/components/TasksPanel.tsx';
import { setCaseStatus, updateCase } from '../features/cases/api/caseActions.ts';
import { useCase } from '../features/cases/hooks/useCase.ts';
import { useTeam } from '../features/cases/hooks/useTeam.ts';
import { FEE_KINDS, toCaseForm } from '../features/cases/model/caseForm.ts';
import { CASE_RETENTION_YEARS, isPastRetention, retentionEnd } from '../features/cases/model/retention.ts';
import { DocumentsPanel } from '../features/documents/components/DocumentsPanel.tsx';
import { TimeEntriesPanel } from '../features/timeEntries/components/TimeEntriesPanel.tsx';
import { TimerBar } from '../features/timeEntries/components/TimerBar.tsx';
import { useTimeTotals } from '../features/timeEntries/hooks/useTimeTotals.ts';
import styles from '../components/layout.ts';

const TAB_IDS = [
  'synthese',
  'parties',
  'documents',
  'notes',
  'temps',
  'taches',
  'agenda',
  'factures',
  'carpa',
] as const;
type TabId = (typeof TAB_IDS)[number];

function feeSummary(fee: Case['fee']): string {
  const parts: string[] = [FEE_KINDS.find((kind) => kind.value === fee.kind)?.label ?? fee.kind];
  if (fee.amountCents !== undefined) parts.push(`forfait ${formatAmount(fee.amountCents)} HT`);
  if (fee.hourlyRateCents !== undefined) parts.push(`${formatAmount(fee.hourlyRateCents)} HT de l’heure`);
  if (fee.successPercent !== undefined) parts.push(`${String(fee.successPercent).replace('.', ',')} % du résultat`);
  return parts.join(' · ');
}

/**
 * /app/cases/{id} — the dossier: synthèse, parties, documents, notes, temps, tâches, and the
 * blocks other areas own (agenda, factures, CARPA) through <AreaSlot>. Closing asks first
 * (showing what remains to bill); a closed dossier is read-only until reopened.
 */
export function CaseDetailPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const work = useWorkContext();
  const dossier = useCase(work.firmId, id);
  const team = useTeam(dossier.data ? work.firmId : null);
  const time = useTimeTotals(dossier.data ? work.firmId : null, id);
  const [editing, setEditing] = useState(false);
  const [statusBusy, setStatusBusy] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  /** The notes being typed: kept here so that switching tab and back keeps them. */
  const [notesDraft, setNotesDraft] = useState<string | null>(null);
  /** A form of the current tab holds typed text that a tab switch would lose. */
  const [tabDirty, setTabDirty] = useState(false);
  const [pendingTab, setPendingTab] = useState<TabId | null>(null);
  const onDirtyChange = useCallback((dirty: boolean) => setTabDirty(dirty), []);
  const requested = params.get('onglet');
  const tab: TabId = TAB_IDS.includes(requested as TabId) ? (requested as TabId) : 'synthese';

  if (work.loading || (work.firmId && dossier.loading)) return <Loading label="Chargement du dossier…" />;
  if (work.signedOut) return <NoCabinet signedOut />;
  if (!work.firmId || !work.uid || !dossier.data) return <CaseNotFound />;
  const { firmId, uid } = work;
  const value = dossier.data;
  const closed = value.status === 'clos';
  // Its clients' names are stored on it (kept by the transaction that renames a client).
  const clientNames = new Map(
    value.clientIds.flatMap((clientId, index) => {
      const name = value.clientNames?.[index];
      return name ? [[clientId, name] as const] : [];
    }),
  );
  const clientName = (clientId: string) => clientNames.get(clientId) ?? 'Client inconnu';
  const notesDirty = notesDraft !== null && notesDraft !== value.notes;

  function showTab(next: TabId) {
    setTabDirty(false);
    setParams(next === 'synthese' ? {} : { onglet: next }, { replace: true });
  }

  async function changeStatus(to: Case['status']) {
    setStatusBusy(true);
    try {
      await setCaseStatus({ firmId, uid, caseId: id, from: value.status, to });
      toast.success(to === 'clos' ? 'Dossier clos.' : 'Dossier rouvert.');
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setStatusBusy(false);
      setConfirmClose(false);
    }
  }

  const summary = editing ? (
    <CaseForm
      initialValues={toCaseForm(value)}
      firmId={firmId}
      memberOptions={team.memberOptions}
      clientNames={clientNames}
      submitLabel="Enregistrer les modifications"
      onDirtyChange={onDirtyChange}
      onCancel={() => {
        setEditing(false);
        setTabDirty(false);
      }}
      seenUpdatedAt={value.updatedAt}
      onSave={async (values, { seenUpdatedAt }) => {
        await updateCase({ firmId, uid, caseId: id, previous: value, values, seenUpdatedAt });
        toast.success('Dossier modifié.');
        setEditing(false);
        setTabDirty(false);
      }}
    />
  ) : (
    <>
      <DescriptionList
        items={[
          { term: 'Référence', value: value.reference },
          {
            term: 'Clients',
            value: value.clientIds.map(clientName).join(', '),
          },
          { term: 'Parties adverses', value: value.opposingParties.map((party) => party.name).join(', ') },
          { term: 'Matière', value: value.matter },
          { term: 'Juridiction', value: value.jurisdiction },
          { term: 'Numéro RG', value: value.rgNumber },
          { term: 'Responsable', value: team.memberNames.get(value.responsibleUid) ?? '' },
          { term: 'Statut', value: <StatusBadge status={value.status} /> },
          { term: 'Honoraires', value: feeSummary(value.fee) },
          { term: 'Ouvert le', value: formatDate(value.openedAt) },
          { term: 'Clos le', value: value.closedAt ? formatDate(value.closedAt) : '' },
          { term: 'Conservation', value: <RetentionText closedAt={value.closedAt} /> },
        ]}
      />
      {closed ? null : (
        <div className={styles.formActions}>
          <Button onClick={() => setEditing(true)}>Modifier le dossier</Button>
        </div>
      )}
    </>
  );

  return (
    <article aria-labelledby="case-title">
      {/* The notes draft survives a tab switch, but not leaving the dossier: ask first. */}
      <UnsavedChangesGuard when={notesDirty} message="Les notes que vous avez saisies n’ont pas été enregistrées." />
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>
            <Link to="/app/cases">Dossiers</Link> · <span data-testid="case-reference">{value.reference}</span>
          </p>
          <h1 id="case-title">
            {value.title} <StatusBadge status={value.status} />
          </h1>
        </div>
        <div className={styles.actions}>
          {closed ? (
            <Button variant="primary" onClick={() => void changeStatus('ouvert')} disabled={statusBusy}>
              Rouvrir le dossier
            </Button>
          ) : (
            <Button onClick={() => setConfirmClose(true)} disabled={statusBusy}>
              Clore le dossier
            </Button>
          )}
        </div>
      </header>
      {closed ? (
        <div className={styles.notice} role="note" data-testid="closed-notice">
          <strong>Dossier clos{value.closedAt ? ` le ${formatDate(value.closedAt)}` : ''}.</strong> Il est en lecture
          seule : temps passés, documents, parties et notes ne peuvent plus être modifiés. Rouvrez-le pour y travailler.
        </div>
      ) : null}
      {/* The running timer (on this dossier or another) stays in sight on every tab; « Temps passés » has the full bar. */}
      {tab === 'temps' ? null : <TimerBar firmId={firmId} uid={uid} caseId={id} compact />}
      <ConfirmDialog
        open={confirmClose}
        title="Clore ce dossier ?"
        confirmLabel="Clore le dossier"
        cancelLabel="Annuler"
        destructive
        busy={statusBusy}
        onCancel={() => setConfirmClose(false)}
        onConfirm={() => void changeStatus('clos')}
      >
        {time.totals.unbilledCents > 0 ? (
          <strong data-testid="close-unbilled">
            Reste à facturer : {formatAmount(time.totals.unbilledCents)} ({time.totals.unbilledMinutes} min non
            facturées).{' '}
          </strong>
        ) : null}
        Un dossier clos passe en lecture seule : plus de temps, de documents, de parties ni de notes jusqu’à sa
        réouverture.
      </ConfirmDialog>
      <ConfirmDialog
        open={pendingTab !== null}
        title="Changer d’onglet sans enregistrer ?"
        confirmLabel="Changer d’onglet"
        cancelLabel="Rester sur l’onglet"
        destructive
        onCancel={() => setPendingTab(null)}
        onConfirm={() => {
          const next = pendingTab;
          setPendingTab(null);
          setEditing(false);
          if (next) showTab(next);
        }}
      >
        Ce que vous avez saisi dans cet onglet sera perdu.
      </ConfirmDialog>
      <Tabs
        label="Sections du dossier"
        selected={tab}
        onSelect={(next) => {
          if (next === tab) return;
          if (tabDirty) setPendingTab(next as TabId);
          else {
            setEditing(false);
            showTab(next as TabId);
          }
        }}
        tabs={[
          { id: 'synthese', label: 'Synthèse', content: summary },
          {
            id: 'parties',
            label: 'Parties',
            content: (
              <PartiesPanel
                firmId={firmId}
                uid={uid}
                caseId={id}
                value={value}
                clientNames={clientNames}
                readOnly={closed}
                onDirtyChange={onDirtyChange}
              />
            ),
          },
          {
            id: 'documents',
            label: 'Documents',
            content: <DocumentsPanel firmId={firmId} uid={uid} owner={{ caseId: id }} readOnly={closed} />,
          },
          {
            id: 'notes',
            label: notesDirty ? 'Notes (non enregistrées)' : 'Notes',
            content: (
              <NotesPanel
                firmId={firmId}
                caseId={id}
                notes={value.notes}
                draft={notesDraft}
                onDraftChange={setNotesDraft}
                readOnly={closed}
              />
            ),
          },
          {
            id: 'temps',
            label: 'Temps passés',
            content: (
              <TimeEntriesPanel
                firmId={firmId}
                uid={uid}
                caseId={id}
                defaultRateCents={value.fee.hourlyRateCents}
                readOnly={closed}
                onDirtyChange={onDirtyChange}
              />
            ),
          },
          {
            id: 'taches',
            label: 'Tâches',
            content: <TasksPanel firmId={firmId} caseId={id} memberNames={team.memberNames} />,
          },
          {
            id: 'agenda',
            label: 'Audiences et délais',
            content: <AreaSlot remote="mf_calendar" widget="caseAgenda" props={{ caseId: id }} />,
          },
          {
            id: 'factures',
            label: 'Factures',
            content: <AreaSlot remote="mf_billing_accounting" widget="caseInvoices" props={{ caseId: id }} />,
          },
          {
            id: 'carpa',
            label: 'CARPA',
            content: <AreaSlot remote="mf_billing_accounting" widget="caseCarpa" props={{ caseId: id }} />,
          },
        ]}
      />
    </article>
  );
}

/** How long the dossier is kept: its end date once closed, the rule while it is open. */
function RetentionText({ closedAt }: { closedAt: string | null }) {
  const end = retentionEnd(closedAt);
  if (!end) return <span data-testid="case-retention">{CASE_RETENTION_YEARS} ans après la clôture du dossier</span>;
  return (
    <span data-testid="case-retention">
      Conservation jusqu’au {formatDate(end)}
      {isPastRetention(closedAt, todayIso()) ? ' — échue : à examiner (archivage ou destruction)' : ''}
    </span>
  );
}
