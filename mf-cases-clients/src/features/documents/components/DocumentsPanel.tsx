import { useId, useRef, useState, type DragEvent } from 'react';
import { toast } from 'sonner';
import { messageOf } from 'shared-data';
import { Button, ConfirmDialog, EmptyState, formatDate, ProgressBar, Loading } from 'shared-ui';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { deleteDocument, downloadDocument, uploadDocument, type DocumentOwner } from '../api/documentActions.ts';
import { useOwnerDocuments } from '../hooks/useOwnerDocuments.ts';
import { ACCEPT, fileError, formatBytes, sameFile } from '../model/fileRules.ts';
import styles from '../../../components/layout.ts';

export type DocumentsPanelProps = {
  firmId: string;
  uid: string;
  owner: DocumentOwner /** Read-only (e.g. the client's view of its dossiers' files). */;
  readOnly?: boolean;
};

type Upload = { name: string; loaded: number; total: number };

/** Upload (drag and drop or picker, with progress and French limits), list, download, delete. */
export function DocumentsPanel({ firmId, uid, owner, readOnly = false }: DocumentsPanelProps) {
  const documents = useOwnerDocuments(firmId, owner);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  /** Files already in the list (same name and size): the user is asked before adding them again. */
  const [duplicates, setDuplicates] = useState<File[]>([]);

  async function accept(files: File[]) {
    const refused = files.map(fileError).filter((message): message is string => message !== null);
    setErrors(refused);
    const checked = files.filter((file) => fileError(file) === null);
    const again = checked.filter((file) => sameFile(file, documents.data) !== null);
    if (again.length > 0) setDuplicates(again);
    await upload(checked.filter((file) => !again.includes(file)));
  }

  async function upload(valid: File[]) {
    await Promise.all(
      valid.map(async (file) => {
        setUploads((list) => [...list, { name: file.name, loaded: 0, total: file.size }]);
        try {
          await uploadDocument({
            firmId,
            uid,
            owner,
            file,
            onProgress: (progress) =>
              setUploads((list) =>
                list.map((item) =>
                  item.name === file.name
                    ? { ...item, loaded: progress.bytesTransferred, total: progress.totalBytes }
                    : item,
                ),
              ),
          });
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
        // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a mouse shortcut; the keyboard path is the « Choisir des fichiers » button inside
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
      <ConfirmDialog
        open={duplicates.length > 0}
        title={duplicates.length > 1 ? 'Ces fichiers sont déjà enregistrés' : 'Ce fichier est déjà enregistré'}
        confirmLabel="Ajouter quand même"
        cancelLabel="Ne pas ajouter"
        onCancel={() => setDuplicates([])}
        onConfirm={() => {
          const files = duplicates;
          setDuplicates([]);
          void upload(files);
        }}
      >
        {duplicates.map((file) => `« ${file.name} »`).join(', ')} {duplicates.length > 1 ? 'figurent' : 'figure'} déjà
        dans la liste (même nom, même taille). L’ajouter encore créerait un doublon.
      </ConfirmDialog>
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
                  <ConfirmButton
                    label="Supprimer"
                    ariaLabel={`Supprimer ${data.name}`}
                    title={`Supprimer « ${data.name} » ?`}
                    confirmLabel="Supprimer définitivement"
                    onConfirm={() =>
                      deleteDocument({ firmId, documentId: data.id, document: data }).then(
                        () => toast.success('Document supprimé.'),
                        (error: unknown) => toast.error(messageOf(error)),
                      )
                    }
                  >
                    Le fichier sera supprimé du cabinet ; cette action ne peut pas être annulée.
                  </ConfirmButton>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
