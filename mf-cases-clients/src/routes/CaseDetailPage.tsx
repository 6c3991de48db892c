import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { messageOf, paths, useDocument, type Case } from 'shared-data';
import { Button, DescriptionList, formatAmount, formatDate, SlotNotice, Tabs } from 'shared-ui';
import { Loading, NotFound } from '../components/PageStates.tsx';
import { CaseForm } from '../features/cases/components/CaseForm.tsx';
import { NotesPanel } from '../features/cases/components/NotesPanel.tsx';
import { PartiesPanel } from '../features/cases/components/PartiesPanel.tsx';
import { StatusBadge } from '../features/cases/components/StatusBadge.tsx';
import { TasksPanel } from '../features/cases/components/TasksPanel.tsx';
import { setCaseStatus, updateCase } from '../features/cases/hooks/caseActions.ts';
import { useCaseLookups } from '../features/cases/hooks/useCaseLookups.ts';
import { FEE_KINDS, toCaseForm } from '../features/cases/model/caseForm.ts';
import { DocumentsPanel } from '../features/documents/components/DocumentsPanel.tsx';
import { TimeEntriesPanel } from '../features/timeEntries/components/TimeEntriesPanel.tsx';
import { useWorkContext } from '../lib/data.ts';
import styles from '../components/layout.module.css';

const TAB_IDS = ['synthese', 'parties', 'documents', 'notes', 'temps', 'taches', 'agenda', 'factures'] as const;
type TabId = (typeof TAB_IDS)[number];

function feeSummary(fee: Case['fee']): string {
  const parts: string[] = [FEE_KINDS.find((kind) => kind.value === fee.kind)?.label ?? fee.kind];
  if (fee.amountCents !== undefined) parts.push(`forfait ${formatAmount(fee.amountCents)} HT`);
  if (fee.hourlyRateCents !== undefined) parts.push(`${formatAmount(fee.hourlyRateCents)} HT de l’heure`);
  if (fee.successPercent !== undefined) parts.push(`${String(fee.successPercent).replace('.', ',')} % du résultat`);
  return parts.join(' · ');
}

/** /app/cases/{id} — the dossier: synthèse, parties, documents, notes, temps, tâches; close / reopen. */
export function CaseDetailPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const work = useWorkContext();
  const dossier = useDocument<Case>(work.firmId ? paths.case(work.firmId, id) : null);
  const lookups = useCaseLookups(dossier.data ? work.firmId : null);
  const [editing, setEditing] = useState(false);
  const [statusBusy, setStatusBusy] = useState(false);
  const requested = params.get('onglet');
  const tab: TabId = TAB_IDS.includes(requested as TabId) ? (requested as TabId) : 'synthese';

  if (work.loading || dossier.loading) return <Loading label="Chargement du dossier…" />;
  if (!work.firmId || !work.uid || !dossier.data) return <NotFound kind="dossier" />;
  const { firmId, uid } = work;
  const value = dossier.data;

  async function changeStatus(to: Case['status']) {
    setStatusBusy(true);
    try {
      await setCaseStatus(firmId, uid, id, value.status, to);
      toast.success(to === 'clos' ? 'Dossier clos.' : 'Dossier rouvert.');
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setStatusBusy(false);
    }
  }

  const summary = editing ? (
    <CaseForm
      initialValues={toCaseForm(value)}
      clientOptions={lookups.clientOptions}
      memberOptions={lookups.memberOptions}
      clientNames={lookups.clientNames}
      submitLabel="Enregistrer les modifications"
      onCancel={() => setEditing(false)}
      onSave={async (values) => {
        await updateCase(firmId, id, value, values);
        toast.success('Dossier modifié.');
        setEditing(false);
      }}
    />
  ) : (
    <>
      <DescriptionList
        items={[
          { term: 'Référence', value: value.reference },
          {
            term: 'Clients',
            value: value.clientIds.map((clientId) => lookups.clientNames.get(clientId) ?? 'Client inconnu').join(', '),
          },
          { term: 'Parties adverses', value: value.opposingParties.map((party) => party.name).join(', ') },
          { term: 'Matière', value: value.matter },
          { term: 'Juridiction', value: value.jurisdiction },
          { term: 'Numéro RG', value: value.rgNumber },
          { term: 'Responsable', value: lookups.memberNames.get(value.responsibleUid) ?? '' },
          { term: 'Statut', value: <StatusBadge status={value.status} /> },
          { term: 'Honoraires', value: feeSummary(value.fee) },
          { term: 'Ouvert le', value: formatDate(value.openedAt) },
          { term: 'Clos le', value: value.closedAt ? formatDate(value.closedAt) : '' },
        ]}
      />
      <div className={styles.formActions}>
        <Button onClick={() => setEditing(true)}>Modifier le dossier</Button>
      </div>
    </>
  );

  return (
    <article aria-labelledby="case-title">
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
          {value.status === 'clos' ? (
            <Button variant="primary" onClick={() => void changeStatus('ouvert')} disabled={statusBusy}>
              Rouvrir le dossier
            </Button>
          ) : (
            <Button onClick={() => void changeStatus('clos')} disabled={statusBusy}>
              Clore le dossier
            </Button>
          )}
        </div>
      </header>
      <Tabs
        label="Sections du dossier"
        selected={tab}
        onSelect={(next) => setParams(next === 'synthese' ? {} : { onglet: next }, { replace: true })}
        tabs={[
          { id: 'synthese', label: 'Synthèse', content: summary },
          {
            id: 'parties',
            label: 'Parties',
            content: (
              <PartiesPanel firmId={firmId} uid={uid} caseId={id} value={value} clientNames={lookups.clientNames} />
            ),
          },
          {
            id: 'documents',
            label: 'Documents',
            content: <DocumentsPanel firmId={firmId} uid={uid} owner={{ caseId: id }} />,
          },
          {
            id: 'notes',
            label: 'Notes',
            content: <NotesPanel key={value.updatedAt} firmId={firmId} caseId={id} notes={value.notes} />,
          },
          {
            id: 'temps',
            label: 'Temps passés',
            content: (
              <TimeEntriesPanel firmId={firmId} uid={uid} caseId={id} defaultRateCents={value.fee.hourlyRateCents} />
            ),
          },
          {
            id: 'taches',
            label: 'Tâches',
            content: <TasksPanel firmId={firmId} caseId={id} memberNames={lookups.memberNames} />,
          },
          {
            id: 'agenda',
            label: 'Audiences et délais',
            content: (
              <SlotNotice title="Agenda du dossier">
                Les audiences, rendez-vous et délais de ce dossier apparaîtront ici dès que le module Agenda sera en
                service.
              </SlotNotice>
            ),
          },
          {
            id: 'factures',
            label: 'Factures',
            content: (
              <SlotNotice title="Facturation du dossier">
                Les factures et provisions de ce dossier apparaîtront ici dès que le module Facturation sera en service.
              </SlotNotice>
            ),
          },
        ]}
      />
    </article>
  );
}
