import { useState } from 'react';
import { toast } from 'sonner';
import { messageOf, type ResearchSource } from 'shared-data';
import { Button, ConfirmDialog, EmptyState } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { newSourceId, removeSource, saveSource } from '../api/researchActions.ts';
import { formatCitation, SOURCE_KIND_LABELS } from '../model/citation.ts';
import { emptySourceForm } from '../model/researchForm.ts';
import { SourceForm, sourceToForm } from './SourceForm.tsx';

/** The sources of a note, formatted as French citations; links open outside the app. */
export function SourcesPanel({
  firmId,
  fileId,
  sources,
}: {
  firmId: string;
  fileId: string;
  sources: ResearchSource[];
}) {
  const [editing, setEditing] = useState<{ id: string; initial: ResearchSource | null } | null>(null);
  const [removing, setRemoving] = useState<ResearchSource | null>(null);
  return (
    <section aria-labelledby="sources-title" className={styles.panel}>
      <div className={styles.header}>
        <h2 id="sources-title">Sources ({sources.length})</h2>
        {!editing ? (
          <Button onClick={() => setEditing({ id: newSourceId(), initial: null })}>Ajouter une source</Button>
        ) : null}
      </div>
      {editing ? (
        <SourceForm
          key={editing.id}
          sourceId={editing.id}
          initial={editing.initial ? sourceToForm(editing.initial) : emptySourceForm('code')}
          onCancel={() => setEditing(null)}
          onSave={async (source) => {
            await saveSource({ firmId, id: fileId, source });
            toast.success('Source enregistrée.');
            setEditing(null);
          }}
        />
      ) : null}
      {sources.length === 0 ? (
        <EmptyState title="Aucune source">
          Ajoutez les articles de code, la jurisprudence et la doctrine qui fondent la note.
        </EmptyState>
      ) : (
        <ol className={styles.list} aria-label="Sources citées">
          {sources.map((source) => (
            <li key={source.id} className={styles.listItem} data-source-kind={source.kind}>
              <div>
                <span className={styles.muted}>{SOURCE_KIND_LABELS[source.kind]} · </span>
                <span className={styles.citation}>{formatCitation(source)}</span>
                {source.kind === 'jurisprudence' && source.solution ? <p>{source.solution}</p> : null}
                {source.url ? (
                  <p>
                    <a href={source.url} target="_blank" rel="noopener noreferrer external">
                      Consulter la source<span className="pt-visually-hidden"> (nouvel onglet)</span> ↗
                    </a>
                  </p>
                ) : null}
              </div>
              <div className={styles.actions}>
                <Button onClick={() => setEditing({ id: source.id, initial: source })}>
                  Modifier<span className="pt-visually-hidden"> la source {formatCitation(source)}</span>
                </Button>
                <Button onClick={() => setRemoving(source)}>
                  Retirer<span className="pt-visually-hidden"> la source {formatCitation(source)}</span>
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Retirer cette source ?"
        confirmLabel="Retirer"
        destructive
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          const source = removing;
          setRemoving(null);
          if (!source) return;
          try {
            await removeSource({ firmId, id: fileId, sourceId: source.id });
            toast.success('Source retirée.');
          } catch (error) {
            toast.error(messageOf(error));
          }
        }}
      >
        {removing ? formatCitation(removing) : ''}
      </ConfirmDialog>
    </section>
  );
}
