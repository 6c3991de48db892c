import { useState } from 'react';
import { toast } from 'sonner';
import { type Client, messageOf } from 'shared-data';
import { Button, ConfirmDialog, FormError, formatDate, ProgressBar, saveFile } from 'shared-ui';
import styles from '../../../components/layout.ts';
import {
  type AnonymisationPlan,
  anonymiseClient,
  type ExportProgress,
  exportClientData,
  planAnonymisation,
  planCounts,
} from '../api/rgpdActions.ts';

const KIND_LABELS: Record<string, [string, string]> = {
  cases: ['dossier', 'dossiers'],
  timeEntries: ['temps passé', 'temps passés'],
  documents: ['document d’un autre client (nom du fichier)', 'documents d’autres clients (nom du fichier)'],
  events: ['audience ou rendez-vous', 'audiences et rendez-vous'],
  deadlines: ['délai', 'délais'],
  tasks: ['tâche', 'tâches'],
  researchFiles: ['note de recherche', 'notes de recherche'],
  conflictChecks: ['vérification de conflit', 'vérifications de conflit'],
  invoices: ['brouillon de facture', 'brouillons de facture'],
  articles: ['article', 'articles'],
  documentModels: ['modèle de document', 'modèles de document'],
  notifications: ['notification', 'notifications'],
  bookingRequests: ['demande de rendez-vous', 'demandes de rendez-vous'],
};
const plural = (count: number, [one, many]: [string, string]) => `${count} ${count > 1 ? many : one}`;

/**
 * "Données personnelles (RGPD)" of a client: export everything (zip) and, for the owner,
 * anonymise — the confirmation says exactly what is replaced, deleted and kept, and why.
 */
export function RgpdPanel({
  firmId,
  uid,
  role,
  firmName,
  clientId,
  client,
}: {
  firmId: string;
  uid: string;
  role: 'owner' | 'member' | null;
  firmName: string;
  clientId: string;
  client: Client;
}) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [planning, setPlanning] = useState(false);
  const [plan, setPlan] = useState<AnonymisationPlan | null>(null);
  const [anonymising, setAnonymising] = useState(false);

  async function runExport() {
    setError(null);
    setProgress({ done: 0, total: 1 });
    try {
      const result = await exportClientData({ firmId, uid, clientId, firmName, onProgress: setProgress });
      saveFile({ content: result.zip, fileName: result.fileName, type: 'application/zip' });
      toast.success('Export des données du client téléchargé.');
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setProgress(null);
    }
  }

  async function askAnonymise() {
    setError(null);
    setPlanning(true);
    try {
      setPlan(await planAnonymisation({ firmId, uid, clientId }));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setPlanning(false);
    }
  }

  async function anonymise() {
    setAnonymising(true);
    try {
      const result = await anonymiseClient({ firmId, uid, clientId });
      toast.success('Client anonymisé.');
      if (result.filesNotDeleted > 0)
        setError(
          `${result.filesNotDeleted} fichier(s) n’ont pas pu être effacés du stockage ; leurs fiches sont supprimées. Merci de prévenir le support.`,
        );
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setAnonymising(false);
      setPlan(null);
    }
  }

  const counts = plan ? planCounts(plan) : {};
  const exporting = progress !== null;

  return (
    <section className={styles.panel} aria-labelledby="client-rgpd">
      <h2 id="client-rgpd">Données personnelles (RGPD)</h2>
      <p className={styles.muted}>
        Le client peut demander une copie de ses données (droit d’accès et à la portabilité) ou leur effacement.
      </p>
      <div className={styles.formActions}>
        <Button onClick={() => void runExport()} disabled={exporting}>
          {exporting ? 'Export en cours…' : 'Exporter les données du client'}
        </Button>
        {client.anonymisedAt ? null : role === 'owner' ? (
          <Button onClick={() => void askAnonymise()} disabled={planning || anonymising}>
            {planning ? 'Analyse des données…' : 'Anonymiser le client'}
          </Button>
        ) : null}
      </div>
      {exporting ? (
        <ProgressBar label="Rassemblement des données et des fichiers" value={progress.done} max={progress.total} />
      ) : null}
      {client.anonymisedAt ? (
        <p data-testid="anonymised-notice">
          Client anonymisé le {formatDate(client.anonymisedAt)} : son identité a été effacée ; ses factures émises et
          ses paiements la conservent pendant la durée légale.
        </p>
      ) : role !== 'owner' ? (
        <p className={styles.muted}>Seul le titulaire du cabinet peut anonymiser un client.</p>
      ) : null}
      <FormError message={error ?? undefined} />
      <ConfirmDialog
        open={plan !== null}
        title="Anonymiser ce client ?"
        confirmLabel="Anonymiser définitivement"
        cancelLabel="Annuler"
        destructive
        busy={anonymising}
        onCancel={() => setPlan(null)}
        onConfirm={() => void anonymise()}
      >
        {plan ? (
          <div data-testid="anonymise-explanation">
            <p>
              <strong>Remplacé par « {plan.label} » :</strong>{' '}
              {client.kind === 'physique' ? 'le nom et le prénom' : 'la raison sociale'} ; l’email, le téléphone,
              l’adresse{client.kind === 'morale' ? ', le SIREN' : ''} et les notes de la fiche sont effacés. Le même
              nom, l’email, le téléphone{client.kind === 'morale' ? ', le SIREN' : ''} et l’adresse sont aussi remplacés
              là où ils apparaissent dans les éléments modifiables
              {Object.keys(counts).length > 0
                ? ` : ${Object.entries(counts)
                    .map(([kind, count]) => plural(count, KIND_LABELS[kind] ?? [kind, kind]))
                    .join(', ')}.`
                : ' (aucun autre élément ne le mentionne).'}
            </p>
            <p>
              <strong>Supprimé définitivement :</strong>{' '}
              {plan.documents.length === 0
                ? 'aucun document.'
                : `${plural(plan.documents.length, ['document', 'documents'])} du client et de ses dossiers (fichiers et fiches) : ${plan.documents
                    .slice(0, 5)
                    .map((document) => `« ${document.name} »`)
                    .join(', ')}${plan.documents.length > 5 ? '…' : ''}.`}{' '}
              Exportez d’abord les données si le client en veut une copie.
            </p>
            <p>
              <strong>Conservé, et pourquoi :</strong>{' '}
              {plural(plan.kept.invoices, ['facture émise ou avoir', 'factures émises et avoirs'])},{' '}
              {plural(plan.kept.payments, ['paiement', 'paiements'])}, les écritures comptables et les mouvements CARPA
              gardent l’identité du client pendant 10 ans : la loi l’impose (C. com. art. L123-22 pour la comptabilité ;
              CGI art. 242 nonies A et LPF art. L102 B pour les factures). Ces pièces sont scellées et ne peuvent pas
              être modifiées. Les dossiers restent (leur intitulé anonymisé), et le journal garde la trace de
              l’opération, sans le nom du client.
            </p>
            <p>Cette action ne peut pas être annulée.</p>
          </div>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
