import { type ClipboardEvent, useId, useRef, useState } from 'react';
import { isRetryable, messageOf, TEXT_LIMITS, textTooLongMessage } from 'shared-data';
import {
  Button,
  ConflictReview,
  FieldError,
  FormError,
  LENGTH_COUNTER_FROM,
  LengthLimit,
  lengthLimitIds,
  SubmitButton,
  Tabs,
  UnsavedChangesGuard,
  useEditConflict,
} from 'shared-ui';
import styles from '../../../components/layout.ts';
import { applyMarkdown, htmlToMarkdown, type MarkdownAction } from '../model/markdown.ts';
import { MarkdownView } from './MarkdownView.tsx';

const ACTIONS: { action: MarkdownAction; label: string; shortcut?: string }[] = [
  { action: 'heading', label: 'Titre' },
  { action: 'bold', label: 'Gras', shortcut: 'b' },
  { action: 'italic', label: 'Italique', shortcut: 'i' },
  { action: 'list', label: 'Liste' },
  { action: 'numbered', label: 'Liste numérotée' },
  { action: 'quote', label: 'Citation' },
];

/** The research note: Markdown with a toolbar (Ctrl+B, Ctrl+I), a preview, pasted HTML sanitized. */
export function NoteEditor({
  initial,
  seenUpdatedAt,
  onSave,
}: {
  initial: string;
  /** The file's `noteUpdatedAt` when the editor opened (a save refused if another tab saved the note since). */
  seenUpdatedAt?: string | undefined;
  /** Saves the note and returns its new stamp (the next save is based on it). */
  onSave: (note: string, context: { seenUpdatedAt: string | undefined }) => Promise<string | undefined>;
}) {
  const [text, setText] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const edit = useEditConflict<{ note: string }>({
    seenUpdatedAt,
    stamp: 'noteUpdatedAt',
    toValues: (record) => ({ note: typeof record.note === 'string' ? record.note : '' }),
    labels: { note: 'Note' },
  });
  // The review works on a form-like view of the one field.
  const noteForm = {
    getValues: () => ({ note: text }),
    setValue: (_name: string, value: unknown) => setText(String(value)),
    reset: (values: { note: string }) => {
      setText(values.note);
      setSaved(values.note);
    },
    formState: { dirtyFields: { note: text !== saved } },
  };
  const [tab, setTab] = useState('edit');
  const [saving, setSaving] = useState(false);
  const [tooLong, setTooLong] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; retry: boolean } | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const dirty = text !== saved;

  const apply = (action: MarkdownAction) => {
    const el = area.current;
    if (!el) return;
    const next = applyMarkdown(text, el.selectionStart, el.selectionEnd, action);
    setText(next.text);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.start, next.end);
    });
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const html = event.clipboardData.getData('text/html');
    if (!html) return;
    event.preventDefault();
    const markdown = htmlToMarkdown(html);
    const el = event.currentTarget;
    const next = text.slice(0, el.selectionStart) + markdown + text.slice(el.selectionEnd);
    const caret = el.selectionStart + markdown.length;
    setText(next);
    requestAnimationFrame(() => el.setSelectionRange(caret, caret));
  };

  const max = TEXT_LIMITS.document;
  const showCounter = text.length >= max * LENGTH_COUNTER_FROM;
  const save = async () => {
    if (text.length > max) {
      setTooLong(textTooLongMessage(max, text.length));
      area.current?.focus();
      return;
    }
    setTooLong(null);
    setSaving(true);
    setError(null);
    try {
      edit.markSaved(await onSave(text, { seenUpdatedAt: edit.seenUpdatedAt() }));
      setSaved(text);
    } catch (failure) {
      // Changed elsewhere: the review shows (focused); the text stays in the editor.
      if (!edit.handle(failure)) setError({ message: messageOf(failure), retry: isRetryable(failure) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="Note de recherche"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <UnsavedChangesGuard when={dirty && !saving} />
      <FormError
        message={error?.message}
        title="La note n’a pas été enregistrée"
        onRetry={error?.retry ? () => void save() : undefined}
        retrying={saving}
      />
      <ConflictReview edit={edit} form={noteForm} busy={saving} onKeepMine={() => void save()} />
      <Tabs
        label="Note"
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'edit',
            label: 'Rédaction',
            content: (
              <div>
                <div role="toolbar" aria-label="Mise en forme" aria-controls={id} className={styles.toolbarButtons}>
                  {ACTIONS.map(({ action, label }) => (
                    <Button key={action} onClick={() => apply(action)}>
                      {label}
                    </Button>
                  ))}
                </div>
                <label htmlFor={id}>Note (Markdown : ## titre, **gras**, *italique*, - liste, &gt; citation)</label>
                <textarea
                  id={id}
                  ref={area}
                  className={styles.textarea}
                  rows={14}
                  aria-invalid={tooLong ? true : undefined}
                  aria-describedby={[lengthLimitIds(id, max, showCounter), tooLong ? `${id}-error` : null]
                    .filter(Boolean)
                    .join(' ')}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  onPaste={onPaste}
                  onKeyDown={(event) => {
                    if (!(event.ctrlKey || event.metaKey)) return;
                    const found = ACTIONS.find((a) => a.shortcut === event.key.toLowerCase());
                    if (found) {
                      event.preventDefault();
                      apply(found.action);
                    }
                  }}
                />
                <LengthLimit
                  inputId={id}
                  maxLength={max}
                  length={text.length}
                  showCounter={showCounter}
                  over={text.length > max}
                />
                {tooLong ? <FieldError id={`${id}-error`}>{tooLong}</FieldError> : null}
              </div>
            ),
          },
          {
            id: 'preview',
            label: 'Aperçu',
            content: text.trim() ? (
              <MarkdownView markdown={text} label="Aperçu de la note" />
            ) : (
              <p className={styles.muted}>La note est vide.</p>
            ),
          },
        ]}
      />
      <div className={styles.formActions}>
        <SubmitButton submitting={saving} submittingLabel="Enregistrement…" disabled={!dirty}>
          Enregistrer la note
        </SubmitButton>
        {dirty ? <span className={styles.muted}>Modifications non enregistrées</span> : null}
      </div>
    </form>
  );
}
