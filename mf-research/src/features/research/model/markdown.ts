/**
 * The note's format is Markdown. Rendering goes through DOMPurify (no script, no event handler,
 * no javascript: URL); pasted HTML is sanitized then turned into the same small Markdown subset.
 */
import DOMPurify from 'dompurify';
import { marked } from 'marked';

const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'code',
  'pre',
  'hr',
  'mark',
];

/** Safe HTML from any HTML. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'title'], ALLOW_DATA_ATTR: false });
}

/** Markdown → safe HTML (raw HTML inside the Markdown is sanitized too). */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  return sanitizeHtml(html);
}

function inline(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s+/g, ' ');
  if (!(node instanceof Element)) return '';
  const inner = [...node.childNodes].map(inline).join('');
  switch (node.tagName.toLowerCase()) {
    case 'strong':
    case 'b':
      return inner.trim() ? `**${inner.trim()}**` : '';
    case 'em':
    case 'i':
      return inner.trim() ? `*${inner.trim()}*` : '';
    case 'br':
      return '\n';
    case 'a': {
      const href = node.getAttribute('href') ?? '';
      return /^https?:\/\//i.test(href) ? `[${inner.trim()}](${href})` : inner;
    }
    default:
      return inner;
  }
}

function block(node: Node, out: string[], listPrefix?: string): void {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = (node.textContent ?? '').trim();
    if (text) out.push(text);
    return;
  }
  if (!(node instanceof Element)) return;
  const tag = node.tagName.toLowerCase();
  if (/^h[1-4]$/.test(tag)) {
    out.push(`${'#'.repeat(Math.min(3, Number(tag[1]) + 1))} ${inline(node).trim()}`);
  } else if (tag === 'ul' || tag === 'ol') {
    let n = 0;
    for (const child of node.children) {
      if (child.tagName.toLowerCase() !== 'li') continue;
      n += 1;
      out.push(`${tag === 'ol' ? `${n}.` : '-'} ${inline(child).trim()}`);
    }
    out.push('');
  } else if (tag === 'blockquote') {
    out.push(
      inline(node)
        .trim()
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n'),
    );
  } else if (tag === 'p' || tag === 'pre' || tag === 'li') {
    const text = inline(node).trim();
    if (text) out.push(listPrefix ? `${listPrefix} ${text}` : text, '');
  } else {
    const hasBlocks = [...node.children].some((c) => /^(p|h[1-4]|ul|ol|blockquote|div|pre)$/i.test(c.tagName));
    if (hasBlocks) for (const child of node.childNodes) block(child, out);
    else {
      const text = inline(node).trim();
      if (text) out.push(text, '');
    }
  }
}

/** Pasted HTML → Markdown: sanitized first, only headings, lists, emphasis, quotes and links kept. */
export function htmlToMarkdown(html: string): string {
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS, 'div', 'span'],
    ALLOWED_ATTR: ['href'],
    RETURN_DOM_FRAGMENT: true,
  });
  const out: string[] = [];
  for (const child of fragment.childNodes) block(child, out);
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export type MarkdownAction = 'heading' | 'bold' | 'italic' | 'list' | 'numbered' | 'quote';

/** The toolbar: wraps the selection or prefixes its lines; returns the new text and selection. */
export function applyMarkdown(
  text: string,
  start: number,
  end: number,
  action: MarkdownAction,
): { text: string; start: number; end: number } {
  const selected = text.slice(start, end);
  if (action === 'bold' || action === 'italic') {
    const mark = action === 'bold' ? '**' : '*';
    const content = selected || (action === 'bold' ? 'texte en gras' : 'texte en italique');
    const next = `${text.slice(0, start)}${mark}${content}${mark}${text.slice(end)}`;
    return { text: next, start: start + mark.length, end: start + mark.length + content.length };
  }
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEndIndex = text.indexOf('\n', end);
  const lineEnd = lineEndIndex === -1 ? text.length : lineEndIndex;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const prefixed = lines.map((line, i) => {
    const bare = line.replace(/^(#{1,3} |> |- |\d+\. )/, '');
    if (action === 'heading') return `## ${bare}`;
    if (action === 'quote') return `> ${bare}`;
    if (action === 'list') return `- ${bare}`;
    return `${i + 1}. ${bare}`;
  });
  const replaced = prefixed.join('\n');
  return {
    text: `${text.slice(0, lineStart)}${replaced}${text.slice(lineEnd)}`,
    start: lineStart,
    end: lineStart + replaced.length,
  };
}
