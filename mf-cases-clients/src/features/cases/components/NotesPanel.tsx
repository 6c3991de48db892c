import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { messageOf, TEXT_LIMITS, textTooLongMessage } from 'shared-data';
import { Button, FormError, TextArea } from 'shared-ui';
import { saveNotes } from '../api/caseActions.ts';
import styles from '../../../components/layout.ts';

export type NotesPanelProps = {
  firmId: string;
  caseId: string;
  /** The saved notes. */
  notes: string;
  /**
   * The text being typed, kept by the page (null: nothing typed), so that switching tab and back
   * keeps it; the page also guards it against leaving (UnsavedChangesGuard).
   */
  draft: string | null;
  onDraftChange: (draft: string | null) => void;
  /** A closed dossier: the notes are shown, not edited. */
  readOnly?: boolean;
};

/** The dossier's notes: plain text (rendered as text, never as HTML). */
export function NotesPanel({ firmId, caseId, notes, draft, onDraftChange, readOnly = false }: NotesPanelProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [tooLong, setTooLong] = useState<string | null>(null);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const text = draft ?? notes;
  const dirty = draft !== null && draft !== notes;
  if (readOnly) {
    return (
      <section aria-label="Notes du dossier">
        <h3 style={{ marginTop: 0 }}>Notes internes du dossier</h3>
        {notes ? <p style={{ whiteSpace: 'pre-wrap' }}>{notes}</p> : <p className={styles.muted}>Aucune note.</p>}
      </section>
    );
  }
  return (
    <form
      aria-label="Notes du dossier"
      onSubmit={async (event) => {
        event.preventDefault();
        if (text.length > TEXT_LIMITS.notes) {
          setError(null);
          setTooLong(textTooLongMessage(TEXT_LIMITS.notes, text.length));
          areaRef.current?.focus();
          return;
        }
        setTooLong(null);
        setBusy(true);
        setError(null);
        try {
          await saveNotes({ firmId, caseId, notes: text });
          onDraftChange(null);
          toast.success('Notes enregistrées.');
        } catch (failure) {
          setError(messageOf(failure));
        } finally {
          setBusy(false);
        }
      }}
    >
      <FormError message={error ?? undefined} />
      <TextArea
        label="Notes internes du dossier"
        ref={areaRef}
        id={id}
        value={text}
        maxLength={TEXT_LIMITS.notes}
        error={tooLong ?? undefined}
        onChange={(event) => onDraftChange(event.target.value)}
        rows={10}
      />
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" disabled={!dirty || busy}>
          Enregistrer les notes
        </Button>
        {dirty ? (
          <>
            <span className={styles.muted}>Modifications non enregistrées</span>
            <Button onClick={() => onDraftChange(null)}>Annuler les modifications</Button>
          </>
        ) : null}
      </div>
    </form>
  );
}
