/** A research note with its sources, as the document both exports (PDF, DOCX) write. */
import type { ResearchFile } from 'shared-data';
import { type Block, type ExportDocument, markdownToBlocks } from '../../exports/model/blocks.ts';
import { formatCitation } from './citation.ts';

const STATUS = { 'en cours': 'en cours', 'à relire': 'à relire', terminée: 'terminée' } as const;

export function researchExportDocument({
  file,
  caseLabel,
  authorName,
  today,
}: {
  file: ResearchFile;
  caseLabel: string;
  authorName: string;
  today: string;
}): ExportDocument {
  const sourceBlocks: Block[] = file.sources.flatMap((source, i): Block[] => {
    const runs = [{ text: formatCitation(source), bold: true }];
    const extra: Block[] = [];
    if (source.kind === 'jurisprudence' && source.solution.trim())
      extra.push({ type: 'quote', runs: [{ text: source.solution.trim(), italic: true }] });
    if (source.url.trim()) extra.push({ type: 'quote', runs: [{ text: source.url.trim() }] });
    return [{ type: 'item', marker: `${i + 1}.`, runs }, ...extra];
  });
  const [year, month, day] = today.split('-');
  return {
    title: `Fiche de recherche : ${file.question}`,
    subtitle: [
      caseLabel ? `Dossier ${caseLabel}` : 'Sans dossier',
      `Statut : ${STATUS[file.status]}`,
      `Auteur : ${authorName}`,
      `Exportée le ${day}/${month}/${year}`,
    ].join(' · '),
    blocks: [
      { type: 'heading', level: 2, runs: [{ text: 'Note' }] },
      ...(file.note.trim()
        ? markdownToBlocks(file.note)
        : [{ type: 'paragraph', runs: [{ text: '(note vide)' }] } as Block]),
      { type: 'heading', level: 2, runs: [{ text: 'Sources' }] },
      ...(sourceBlocks.length ? sourceBlocks : [{ type: 'paragraph', runs: [{ text: '(aucune source)' }] } as Block]),
    ],
  };
}

/** "Fiche - Point de départ de la prescription" (no extension), file-system friendly. */
export function exportFileName(question: string): string {
  const short = question
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60)
    .trim();
  return `Fiche de recherche - ${short}`;
}
