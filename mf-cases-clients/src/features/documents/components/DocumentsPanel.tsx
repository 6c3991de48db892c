import { useId, useRef, useState, type DragEvent } from 'react';
import { toast } from 'sonner';
import { messageOf, paths, useCollection, type CaseDocument } from 'shared-data';
import { Button, EmptyState, formatDate, ProgressBar } from 'shared-ui';
import { ConfirmAction } from '../../../components/ConfirmAction.tsx';
import { Loading } from '../../../components/PageStates.tsx';
import { deleteDocument, downloadDocument, uploadDocument, type DocumentOwner } from '../hooks/documentActions.ts';
import { ACCEPT, fileError, formatBytes } from '../model/fileRules.ts';
import styles from '../../../components/layout.module.css';

export type DocumentsPanelProps = {
  firmId: string;
  uid: string;
  owner: DocumentOwner /** Read-only (e.g. the client's view of its dossiers' files). */;
  readOnly?: boolean;
};

type Upload = { name: string; loaded: number; total: number };

/** Upload (drag and drop or picker, with progress and French limits), list, download, delete. */
export function DocumentsPanel({ firmId, uid, owner, readOnly = false }: DocumentsPanelProps) {
  const field = 'caseId' in owner ? 'caseId' : 'clientId';
  const value = 'caseId' in owner ? owner.caseId : owner.clientId;
  const documents = useCollection<CaseDocument>({
    collection: paths.documents(firmId),
    where: [{ field, op: '==', value }],
  });
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  async function accept(files: File[]) {
    const refused = files.map(fileError).filter((message): message is string => message !== null);
    setErrors(refused);
    const valid = files.filter((file) => fileError(file) === null);
    await Promise.all(
      valid.map(async (file) => {
        setUploads((list) => [...list, { name: file.name, loaded: 0, total: file.size }]);
        try {
          await uploadDocument(firmId, uid, owner, file, (progress) =>
            setUploads((list) =>
              list.map((item) =>
                item.name === file.name
                  ? { ...item, loaded: progress.bytesTransferred, total: progress.totalBytes }
                  : item,
              ),
            ),
          );
          toast.success(`« ${file.name} » est enregistré.`);
        } catch (error) {
          setErrors((list) => [...list, `« ${file.name} » : ${messageOf(error)}`]);
        } finally {
          setUploads((list) => list.filter((item) => item.name !== file.name));
        }
      }),
    );
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void accept([...event.dataTransfer.files]);
  }

  const sorted = [...documents.data].sort((a, b) => (a.uploadedAt < b.uploadedAt ? 1 : -1));

  return (
    <div>
      {!readOnly ? (
        <div
          className={`${styles.dropzone} ${dragging ? styles.dropzoneActive : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-dropzone=""
        >
          <p>Glissez-déposez des fichiers ici, ou</p>
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple
            accept={ACCEPT}
            tabIndex={-1}
            className="pt-visually-hidden"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void accept(files);
            }}
          />
          <Button onClick={() => input.current?.click()} aria-describedby={`${inputId}-rules`}>
            Choisir des fichiers
          </Button>
          <label htmlFor={inputId} className="pt-visually-hidden">
            Ajouter des documents
          </label>
          <p id={`${inputId}-rules`} className={styles.muted}>
            25 Mo maximum par fichier · PDF, Word, Excel, OpenDocument, texte, images, e-mails.
          </p>
        </div>
      ) : null}
      {errors.length > 0 ? (
        <div role="alert" className={styles.warning}>
          <ul>
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {uploads.map((upload) => (
        <ProgressBar
          key={upload.name}
          label={`Envoi de « ${upload.name} »`}
          value={upload.loaded}
          max={upload.total || 1}
        />
      ))}
      <h3>Documents</h3>
      {documents.loading ? (
        <Loading label="Chargement des documents…" />
      ) : sorted.length === 0 ? (
        <EmptyState title="Aucun document">
          {readOnly ? 'Aucun document enregistré.' : 'Ajoutez des pièces, actes, courriers : ils seront rangés ici.'}
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label="Documents">
          {sorted.map((data) => (
            <li key={data.id} className={styles.listItem}>
              <span>
                <strong>{data.name}</strong>{' '}
                <span className={styles.muted}>
                  · {formatBytes(data.size)} · {formatDate(data.uploadedAt)}
                </span>
              </span>
              <span className={styles.actions}>
                <Button
                  onClick={() => downloadDocument(data).catch((error: unknown) => toast.error(messageOf(error)))}
                  aria-label={`Télécharger ${data.name}`}
                >
                  Télécharger
                </Button>
                {!readOnly ? (
                  <ConfirmAction
                    label="Supprimer"
                    question={`Supprimer « ${data.name} » ?`}
                    confirmLabel="Supprimer définitivement"
                    onConfirm={() =>
                      deleteDocument(firmId, data.id, data).then(
                        () => toast.success('Document supprimé.'),
                        (error: unknown) => toast.error(messageOf(error)),
                      )
                    }
                  />
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
