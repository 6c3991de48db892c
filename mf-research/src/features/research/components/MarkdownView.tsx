import { useMemo } from 'react';
import styles from '../../../components/layout.ts';
import { renderMarkdown } from '../model/markdown.ts';

/** Markdown rendered through DOMPurify (the only HTML this area ever injects). */
export function MarkdownView({ markdown, label }: { markdown: string; label?: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  return label ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify in renderMarkdown
    <section className={styles.prose} aria-label={label} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify in renderMarkdown
    <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
