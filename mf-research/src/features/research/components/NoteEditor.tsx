import { type ClipboardEvent, useId, useRef, useState } from 'react';
import { messageOf } from 'shared-data';
import { Button, FormError, SubmitButton, Tabs, UnsavedChangesGuard } from 'shared-ui';
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
export function NoteEditor({ initial, onSave }: { initial: string; onSave: (note: string) => Promise<void> }) {
  const [text, setText] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [tab, setTab] = useState('edit');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
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

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await onSave(text);
      setSaved(text);
    } catch (failure) {
      setError(messageOf(failure));
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
      <FormError message={error} title="La note n’a pas été enregistrée" />
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
