import { useState } from 'react';
import { toast } from 'sonner';
import { messageOf, useWorkContext } from 'shared-data';
import {
  Button,
  ConfirmDialog,
  DescriptionList,
  formatDate,
  todayIso,
  Link,
  useNavigate,
  useParams,
  LoadError,
  Loading,
} from 'shared-ui';
import { ResearchFileNotFound } from '../features/research/components/ResearchFileNotFound.tsx';
import styles from '../components/layout.ts';
import { ExportButtons } from '../features/exports/components/ExportButtons.tsx';
import { NoteEditor } from '../features/research/components/NoteEditor.tsx';
import { ResearchForm } from '../features/research/components/ResearchForm.tsx';
import { SourcesPanel } from '../features/research/components/SourcesPanel.tsx';
import { StatusBadge } from '../features/research/components/StatusBadge.tsx';
import { deleteResearchFile, updateResearchFile } from '../features/research/api/researchActions.ts';
import { useResearchFile } from '../features/research/hooks/useResearchFiles.ts';
import { exportFileName, researchExportDocument } from '../features/research/model/exportDoc.ts';
import { fromResearchRecord, toResearchRecord } from '../features/research/model/researchForm.ts';
import { useLookups } from '../features/lookups/hooks/useLookups.ts';

/** /app/research/{id} — the question, the note, its sources and the exports to the dossier. */
export function ResearchFilePage() {
  const { id = '' } = useParams();
  const work = useWorkContext();
  const navigate = useNavigate();
  const file = useResearchFile(work.firmId, id);
  // Its dossier's label only (read by id), and the members' names.
  const lookups = useLookups(work.firmId, [file.data?.caseId]);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (work.loading || file.loading) return <Loading label="Chargement de la fiche…" />;
  if (file.error && !/refusé|introuvable/i.test(file.error)) return <LoadError message={file.error} />;
  if (!work.firmId || !work.uid || !file.data) return <ResearchFileNotFound />;
  const { firmId, uid } = work;
  const data = file.data;
  const caseLabel = data.caseId ? (lookups.caseLabels[data.caseId] ?? '') : '';

  return (
    <article aria-labelledby="file-title">
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>
            <Link to="/app/research">Fiches de recherche</Link>
          </p>
          <h1 id="file-title">{data.question}</h1>
        </div>
        <div className={styles.actions}>
          <Button onClick={() => setEditing(true)}>Modifier la fiche</Button>
          <Button onClick={() => setDeleting(true)}>Supprimer</Button>
        </div>
      </header>

      {editing ? (
        <section className={styles.panel} aria-labelledby="edit-title">
          <h2 id="edit-title">Modifier la fiche</h2>
          <ResearchForm
            firmId={firmId}
            initialValues={fromResearchRecord(data)}
            submitLabel="Enregistrer"
            seenUpdatedAt={data.detailsUpdatedAt}
            onCancel={() => setEditing(false)}
            onSave={async (values, { seenUpdatedAt }) => {
              await updateResearchFile({ firmId, id, patch: toResearchRecord(values), part: 'details', seenUpdatedAt });
              toast.success('Fiche enregistrée.');
              setEditing(false);
            }}
          />
        </section>
      ) : (
        <DescriptionList
          items={[
            {
              term: 'Dossier',
              value: data.caseId ? <Link to={`/app/cases/${data.caseId}`}>{caseLabel || 'Dossier'}</Link> : 'Aucun',
            },
            { term: 'Statut', value: <StatusBadge status={data.status} /> },
            { term: 'Étiquettes', value: data.tags.join(', ') || '—' },
            { term: 'Auteur', value: lookups.memberNames[data.createdBy] ?? '—' },
            { term: 'Modifiée le', value: formatDate(data.updatedAt) },
          ]}
        />
      )}

      <div className={styles.twoCols}>
        <section aria-labelledby="note-title" className={styles.panel}>
          <h2 id="note-title">Note</h2>
          <NoteEditor
            key={id}
            initial={data.note}
            seenUpdatedAt={data.noteUpdatedAt}
            onSave={async (note, { seenUpdatedAt }) => {
              const stamp = await updateResearchFile({ firmId, id, patch: { note }, part: 'note', seenUpdatedAt });
              toast.success('Note enregistrée.');
              return stamp;
            }}
          />
        </section>
        <SourcesPanel firmId={firmId} fileId={id} sources={data.sources} />
      </div>

      <section aria-labelledby="export-title" className={styles.panel}>
        <h2 id="export-title">Exporter la note et ses sources</h2>
        <p className={styles.muted}>
          {data.caseId
            ? 'Le fichier est enregistré dans les documents du dossier.'
            : 'Sans dossier, le fichier est téléchargé. Rattachez la fiche à un dossier pour l’y enregistrer.'}
        </p>
        <ExportButtons
          firmId={firmId}
          uid={uid}
          caseId={data.caseId}
          fileName={exportFileName(data.question)}
          formats={[['pdf'], ['docx']]}
          label={(formats) => `Exporter en ${formats[0] === 'pdf' ? 'PDF' : 'DOCX'}`}
          build={() =>
            researchExportDocument({
              file: data,
              caseLabel,
              authorName: lookups.memberNames[data.createdBy] ?? '',
              today: todayIso(),
            })
          }
        />
      </section>

      <ConfirmDialog
        open={deleting}
        title="Supprimer cette fiche ?"
        confirmLabel="Supprimer"
        destructive
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          setDeleting(false);
          try {
            await deleteResearchFile({ firmId, id });
            toast.success('Fiche supprimée.');
            navigate('/app/research');
          } catch (error) {
            toast.error(messageOf(error));
          }
        }}
      >
        La note et ses sources seront supprimées. Les documents déjà exportés restent dans le dossier.
      </ConfirmDialog>
    </article>
  );
}
