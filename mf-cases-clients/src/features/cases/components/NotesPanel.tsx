import { useId, useState } from 'react';
import { toast } from 'sonner';
import { messageOf } from 'shared-data';
import { Button, FormError } from 'shared-ui';
import { saveNotes } from '../hooks/caseActions.ts';
import styles from '../../../components/layout.module.css';

/** The dossier's notes: plain text (rendered as text, never as HTML). */
export function NotesPanel({ firmId, caseId, notes }: { firmId: string; caseId: string; notes: string }) {
  const [draft, setDraft] = useState(notes);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const dirty = draft !== notes;
  return (
    <form
      aria-label="Notes du dossier"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setError(null);
        try {
          await saveNotes(firmId, caseId, draft);
          toast.success('Notes enregistrées.');
        } catch (failure) {
          setError(messageOf(failure));
        } finally {
          setBusy(false);
        }
      }}
    >
      <FormError message={error ?? undefined} />
      <label htmlFor={id}>Notes internes du dossier</label>
      <textarea
        id={id}
        className={styles.textarea}
        value={draft}
        maxLength={20000}
        onChange={(event) => setDraft(event.target.value)}
        rows={10}
      />
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" disabled={!dirty || busy}>
          Enregistrer les notes
        </Button>
        {dirty ? <span className={styles.muted}>Modifications non enregistrées</span> : null}
      </div>
    </form>
  );
}
