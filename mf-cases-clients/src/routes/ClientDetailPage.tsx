import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { messageOf, paths, useCollection, useDocument, type Case, type Client } from 'shared-data';
import { Badge, Button, DescriptionList, EmptyState, formatDate, SlotNotice } from 'shared-ui';
import { ConfirmAction } from '../components/ConfirmAction.tsx';
import { Loading, NotFound } from '../components/PageStates.tsx';
import { STATUS_LABELS } from '../features/cases/model/caseForm.ts';
import { ClientForm } from '../features/clients/components/ClientForm.tsx';
import {
  clientReferences,
  deleteClient,
  setClientArchived,
  updateClient,
} from '../features/clients/hooks/clientActions.ts';
import { toClientForm } from '../features/clients/model/clientForm.ts';
import { describeReferences, isReferenced } from '../features/clients/model/clientList.ts';
import { formatSiren } from '../features/clients/model/siren.ts';
import { DocumentsPanel } from '../features/documents/components/DocumentsPanel.tsx';
import { useWorkContext } from '../lib/data.ts';
import styles from '../components/layout.module.css';

/** /app/clients/{id} — the client's record, dossiers, documents; edit, archive, delete. */
export function ClientDetailPage() {
  const { id = '' } = useParams();
  const firm = useWorkContext();
  const navigate = useNavigate();
  const client = useDocument<Client>(firm.firmId ? paths.client(firm.firmId, id) : null);
  const cases = useCollection<Case>(
    firm.firmId && client.data
      ? { collection: paths.cases(firm.firmId), where: [{ field: 'clientIds', op: 'array-contains', value: id }] }
      : null,
  );
  const [editing, setEditing] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);

  if (firm.loading || client.loading) return <Loading label="Chargement du client…" />;
  // Not found, another cabinet's, or no cabinet at all: the same page, no data.
  if (!firm.firmId || !firm.uid || !client.data) return <NotFound kind="client" />;
  const { firmId, uid } = firm;
  const data = client.data;

  async function tryDelete() {
    const references = await clientReferences(firmId, id);
    if (isReferenced(references)) {
      setBlocked(
        `Ce client ne peut pas être supprimé : il est lié à ${describeReferences(references)}. Archivez-le pour le retirer des listes tout en conservant l’historique.`,
      );
      return;
    }
    await deleteClient(firmId, id);
    toast.success('Client supprimé.');
    navigate('/app/clients');
  }

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
          </h1>
        </div>
        <div className={styles.actions}>
          {!editing ? <Button onClick={() => setEditing(true)}>Modifier</Button> : null}
          <Button
            onClick={() =>
              setClientArchived(firmId, id, !data.archived).then(
                () => toast.success(data.archived ? 'Client désarchivé.' : 'Client archivé.'),
                (error: unknown) => toast.error(messageOf(error)),
              )
            }
          >
            {data.archived ? 'Désarchiver' : 'Archiver'}
          </Button>
          <ConfirmAction
            label="Supprimer"
            question="Supprimer définitivement ce client ?"
            confirmLabel="Confirmer la suppression"
            onConfirm={() => tryDelete().catch((error: unknown) => toast.error(messageOf(error)))}
          />
        </div>
      </header>
      {blocked ? (
        <div role="alert" className={styles.warning}>
          <p>{blocked}</p>
        </div>
      ) : null}

      <section className={styles.panel} aria-labelledby="client-identity">
        <h2 id="client-identity">Coordonnées</h2>
        {editing ? (
          <ClientForm
            firmId={firmId}
            uid={uid}
            clientId={id}
            initialValues={toClientForm(data)}
            submitLabel="Enregistrer les modifications"
            onCancel={() => setEditing(false)}
            onSave={async (values) => {
              await updateClient(firmId, id, data, values);
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
        <SlotNotice title="Facturation">
          La facturation de ce client apparaîtra ici dès que le module Facturation sera en service.
        </SlotNotice>
      </section>
    </article>
  );
}
