import { useState } from 'react';
import { toast } from 'sonner';
import { messageOf, useWorkContext } from 'shared-data';
import {
  AreaSlot,
  Badge,
  Button,
  ConfirmDialog,
  DescriptionList,
  EmptyState,
  formatDate,
  Link,
  useNavigate,
  useParams,
  Loading,
  NoCabinet,
} from 'shared-ui';
import { ClientNotFound } from '../features/clients/components/ClientNotFound.tsx';
import { useClientCases } from '../features/cases/hooks/useClientCases.ts';
import { STATUS_LABELS } from '../features/cases/model/caseStatus.ts';
import { ClientForm } from '../features/clients/components/ClientForm.tsx';
import { DirectoryStatus } from '../features/clients/components/DirectoryStatus.tsx';
import {
  CLIENT_MESSAGES,
  clientReferences,
  deleteClient,
  setClientArchived,
  updateClient,
} from '../features/clients/api/clientActions.ts';
import { useClient } from '../features/clients/hooks/useClient.ts';
import { toClientForm } from '../features/clients/model/clientForm.ts';
import { describeReferences, isReferenced } from '../features/clients/model/clientList.ts';
import { formatSiren } from '../features/clients/model/siren.ts';
import { DocumentsPanel } from '../features/documents/components/DocumentsPanel.tsx';
import { RgpdPanel } from '../features/clients/components/RgpdPanel.tsx';
import styles from '../components/layout.ts';

/** /app/clients/{id} — the client's record, dossiers, documents; edit, archive, delete. */
export function ClientDetailPage() {
  const { id = '' } = useParams();
  const firm = useWorkContext();
  const navigate = useNavigate();
  const client = useClient(firm.firmId, id);
  const cases = useClientCases(client.data ? firm.firmId : null, id);
  const [editing, setEditing] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (firm.loading || (firm.firmId && client.loading)) return <Loading label="Chargement du client…" />;
  if (firm.signedOut) return <NoCabinet signedOut />;
  // Not found, another cabinet's, or no cabinet at all: the same page, no data.
  if (!firm.firmId || !firm.uid || !client.data) return <ClientNotFound />;
  const { firmId, uid } = firm;
  const data = client.data;

  /** "Supprimer": what links the client is checked FIRST; only a free client gets the confirmation. */
  async function askDelete() {
    setChecking(true);
    setBlocked(null);
    try {
      const references = await clientReferences({ firmId, clientId: id });
      if (isReferenced(references)) setBlocked(CLIENT_MESSAGES.referenced(describeReferences(references)));
      else setConfirmDelete(true);
    } catch (error) {
      setBlocked(messageOf(error));
    } finally {
      setChecking(false);
    }
  }

  async function remove() {
    setDeleting(true);
    try {
      await deleteClient({ firmId, clientId: id });
      toast.success('Client supprimé.');
      navigate('/app/clients');
    } catch (error) {
      setBlocked(messageOf(error));
    } finally {
      setDeleting(false);
      setConfirmDelete(false);
    }
  }

  const toggleArchived = () =>
    setClientArchived({ firmId, clientId: id, archived: !data.archived }).then(
      () => {
        setBlocked(null);
        toast.success(data.archived ? 'Client désarchivé.' : 'Client archivé.');
      },
      (error: unknown) => toast.error(messageOf(error)),
    );

  const identity =
    data.kind === 'physique'
      ? [
          { term: 'Type', value: 'Personne physique' },
          { term: 'Civilité', value: data.civilite },
          { term: 'Nom', value: data.nom },
          { term: 'Prénom', value: data.prenom },
        ]
      : [
          { term: 'Type', value: 'Personne morale' },
          { term: 'Raison sociale', value: data.raisonSociale },
          { term: 'SIREN', value: data.siren ? formatSiren(data.siren) : '' },
          { term: 'Forme juridique', value: data.forme },
        ];

  return (
    <article aria-labelledby="client-title">
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>
            <Link to="/app/clients">Clients</Link>
          </p>
          <h1 id="client-title">
            {data.displayName} {data.archived ? <Badge>Archivé</Badge> : null}
            {data.anonymisedAt ? <Badge tone="warning">Anonymisé</Badge> : null}
          </h1>
        </div>
        <div className={styles.actions}>
          {!editing && !data.anonymisedAt ? <Button onClick={() => setEditing(true)}>Modifier</Button> : null}
          <Button onClick={() => void toggleArchived()}>{data.archived ? 'Désarchiver' : 'Archiver'}</Button>
          <Button onClick={() => void askDelete()} disabled={checking}>
            {checking ? 'Vérification…' : 'Supprimer'}
          </Button>
        </div>
      </header>
      {blocked ? (
        <div role="alert" className={styles.warning} data-testid="delete-blocked">
          <p>{blocked}</p>
          {!data.archived ? (
            <div className={styles.formActions}>
              <Button variant="primary" onClick={() => void toggleArchived()}>
                Archiver ce client
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        title="Supprimer définitivement ce client ?"
        confirmLabel="Supprimer définitivement"
        cancelLabel="Annuler"
        destructive
        busy={deleting}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
      >
        {data.displayName} n’est lié à aucun dossier, document ni facture. Sa fiche sera supprimée ; cette action ne
        peut pas être annulée.
      </ConfirmDialog>

      <section className={styles.panel} aria-labelledby="client-identity">
        <h2 id="client-identity">Coordonnées</h2>
        {editing ? (
          <ClientForm
            firmId={firmId}
            uid={uid}
            clientId={id}
            initialValues={toClientForm(data)}
            seenUpdatedAt={data.updatedAt}
            submitLabel="Enregistrer les modifications"
            onCancel={() => setEditing(false)}
            onSave={async (values, { seenUpdatedAt }) => {
              await updateClient({ firmId, clientId: id, values, seenUpdatedAt });
              toast.success('Client modifié.');
              setEditing(false);
            }}
          />
        ) : (
          <DescriptionList
            items={[
              ...identity,
              { term: 'Email', value: data.email ? <a href={`mailto:${data.email}`}>{data.email}</a> : '' },
              { term: 'Téléphone', value: data.phone },
              { term: 'Adresse', value: data.address },
              { term: 'Notes', value: data.notes ? <span style={{ whiteSpace: 'pre-wrap' }}>{data.notes}</span> : '' },
              { term: 'Client depuis le', value: formatDate(data.createdAt) },
            ]}
          />
        )}
      </section>

      {data.kind === 'morale' && data.siren ? <DirectoryStatus firmId={firmId} siren={data.siren} /> : null}

      <section className={styles.panel} aria-labelledby="client-cases">
        <div className={styles.header}>
          <h2 id="client-cases">Dossiers</h2>
          <Link to={`/app/cases?nouveau=1&client=${id}`}>Nouveau dossier pour ce client</Link>
        </div>
        {cases.loading ? (
          <Loading label="Chargement des dossiers…" />
        ) : cases.data.length === 0 ? (
          <EmptyState title="Aucun dossier">Ce client n’a pas encore de dossier.</EmptyState>
        ) : (
          <ul className={styles.list}>
            {[...cases.data]
              .sort((a, b) => (a.reference < b.reference ? 1 : -1))
              .map((item) => (
                <li key={item.id} className={styles.listItem}>
                  <Link to={`/app/cases/${item.id}`}>
                    {item.reference} — {item.title}
                  </Link>
                  <Badge tone={item.status === 'clos' ? 'neutral' : item.status === 'ouvert' ? 'success' : 'warning'}>
                    {STATUS_LABELS[item.status]}
                  </Badge>
                </li>
              ))}
          </ul>
        )}
      </section>

      <section className={styles.panel} aria-labelledby="client-documents">
        <h2 id="client-documents">Documents du client</h2>
        <DocumentsPanel firmId={firmId} uid={uid} owner={{ clientId: id }} />
      </section>

      <section className={styles.panel} aria-labelledby="client-invoices">
        <h2 id="client-invoices">Factures</h2>
        <AreaSlot remote="mf_billing_accounting" widget="clientInvoices" props={{ clientId: id }} />
      </section>

      <RgpdPanel
        firmId={firmId}
        uid={uid}
        role={firm.role}
        firmName={firm.firmName ?? ''}
        clientId={id}
        client={data}
      />
    </article>
  );
}
