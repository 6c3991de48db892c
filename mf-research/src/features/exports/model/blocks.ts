/**
 * One document structure for both exports: headings, paragraphs, list items and quotes made of
 * runs (bold / italic). Built from the note's Markdown (and a filled model's) with marked's lexer.
 */
import { marked, type Token, type Tokens } from 'marked';

export type Run = { text: string; bold?: boolean; italic?: boolean };
export type Block =
  | { type: 'heading'; level: 1 | 2 | 3; runs: Run[] }
  | { type: 'paragraph'; runs: Run[] }
  | { type: 'item'; marker: string; runs: Run[] }
  | { type: 'quote'; runs: Run[] }
  | { type: 'spacer' };

export type ExportDocument = { title: string; subtitle?: string; blocks: Block[] };

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

function runsOf(tokens: Token[] | undefined, style: Omit<Run, 'text'> = {}): Run[] {
  const runs: Run[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        runs.push(...runsOf((token as Tokens.Strong).tokens, { ...style, bold: true }));
        break;
      case 'em':
        runs.push(...runsOf((token as Tokens.Em).tokens, { ...style, italic: true }));
        break;
      case 'link': {
        const link = token as Tokens.Link;
        runs.push(...runsOf(link.tokens, style));
        if (/^https?:/i.test(link.href) && link.text !== link.href) runs.push({ text: ` (${link.href})`, ...style });
        break;
      }
      case 'br':
        runs.push({ text: '\n', ...style });
        break;
      case 'text': {
        const text = token as Tokens.Text;
        if (text.tokens?.length) runs.push(...runsOf(text.tokens, style));
        else runs.push({ text: decode(text.text), ...style });
        break;
      }
      case 'html':
        // Raw HTML is never interpreted in an export: its text only.
        runs.push({ text: decode((token as Tokens.HTML).text.replace(/<[^>]*>/g, '')), ...style });
        break;
      default:
        if ('text' in token && typeof token.text === 'string') runs.push({ text: decode(token.text), ...style });
    }
  }
  return runs.filter((run) => run.text !== '');
}

function blocksOf(tokens: Token[], out: Block[]): void {
  for (const token of tokens) {
    switch (token.type) {
      case 'heading': {
        const heading = token as Tokens.Heading;
        out.push({
          type: 'heading',
          level: Math.min(3, Math.max(1, heading.depth)) as 1 | 2 | 3,
          runs: runsOf(heading.tokens),
        });
        break;
      }
      case 'paragraph':
        out.push({ type: 'paragraph', runs: runsOf((token as Tokens.Paragraph).tokens) });
        break;
      case 'list': {
        const list = token as Tokens.List;
        list.items.forEach((item, i) => {
          const inner: Token[] = item.tokens.flatMap((child) =>
            child.type === 'text' || child.type === 'paragraph' ? ((child as Tokens.Text).tokens ?? [child]) : [],
          );
          const start = typeof list.start === 'number' ? list.start : 1;
          out.push({ type: 'item', marker: list.ordered ? `${start + i}.` : '•', runs: runsOf(inner) });
        });
        break;
      }
      case 'blockquote': {
        const quote = token as Tokens.Blockquote;
        const inner: Block[] = [];
        blocksOf(quote.tokens, inner);
        for (const block of inner)
          if ('runs' in block) out.push({ type: 'quote', runs: block.runs.map((run) => ({ ...run, italic: true })) });
        break;
      }
      case 'code':
        out.push({ type: 'paragraph', runs: [{ text: (token as Tokens.Code).text }] });
        break;
      case 'hr':
      case 'space':
        break;
      default:
        if ('text' in token && typeof token.text === 'string' && token.text.trim())
          out.push({ type: 'paragraph', runs: [{ text: decode(token.text.replace(/<[^>]*>/g, '')) }] });
    }
  }
}

export function markdownToBlocks(markdown: string): Block[] {
  const out: Block[] = [];
  blocksOf(marked.lexer(markdown, { gfm: true }), out);
  return out;
}

/** The plain text of a document (what a reader extracts): used by tests and previews. */
export function plainText(document: ExportDocument): string {
  return [
    document.title,
    document.subtitle ?? '',
    ...document.blocks.map((block) =>
      'runs' in block
        ? `${block.type === 'item' ? `${block.marker} ` : ''}${block.runs.map((r) => r.text).join('')}`
        : '',
    ),
  ]
    .filter(Boolean)
    .join('\n');
}
