/** The research file form (question, dossier, tags, status) and the source form, with French messages. */
import { z } from 'zod';
import { boundedText, type ResearchFile, type ResearchSource, TEXT_LIMITS } from 'shared-data';
import { isIsoDay } from 'shared-ui';

export const STATUSES = ['en cours', 'à relire', 'terminée'] as const satisfies readonly ResearchFile['status'][];

export const researchFormSchema = z.object({
  question: boundedText('summary').min(1, 'Indiquez la question de recherche.'),
  caseId: z.string(),
  tags: boundedText('summary', { trim: false }).refine(
    (text) => parseTags(text).every((tag) => tag.length <= TEXT_LIMITS.short),
    `Un mot-clé : ${TEXT_LIMITS.short} caractères au maximum.`,
  ),
  status: z.enum(STATUSES, { message: 'Choisissez un statut.' }),
});
export type ResearchFormValues = z.infer<typeof researchFormSchema>;

export const emptyResearchForm = (caseId = ''): ResearchFormValues => ({
  question: '',
  caseId,
  tags: '',
  status: 'en cours',
});

/** "prescription, Vices cachés, prescription" → ["prescription", "vices cachés"]. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(/[,;]/)) {
    const tag = raw.trim().replace(/\s+/g, ' ').toLowerCase();
    if (tag && !seen.has(tag)) {
      seen.add(tag);
      tags.push(tag);
    }
  }
  return tags;
}

export function toResearchRecord(values: ResearchFormValues) {
  return {
    question: values.question.trim(),
    caseId: values.caseId || null,
    tags: parseTags(values.tags),
    status: values.status,
  };
}

export function fromResearchRecord(file: ResearchFile): ResearchFormValues {
  return { question: file.question, caseId: file.caseId ?? '', tags: file.tags.join(', '), status: file.status };
}

/** Length limits of the source fields (shared-data's researchSourceSchema). */
export const SOURCE_TEXT_LIMITS = {
  url: TEXT_LIMITS.url,
  article: TEXT_LIMITS.short,
  code: TEXT_LIMITS.title,
  juridiction: TEXT_LIMITS.title,
  chambre: TEXT_LIMITS.short,
  numero: TEXT_LIMITS.identifier,
  ecli: TEXT_LIMITS.identifier,
  solution: TEXT_LIMITS.summary,
  author: TEXT_LIMITS.title,
  title: TEXT_LIMITS.summary,
  revue: TEXT_LIMITS.title,
  page: TEXT_LIMITS.short,
} as const;

const url = boundedText(SOURCE_TEXT_LIMITS.url).refine(
  (value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value),
  'Adresse web invalide (https://…).',
);

/** The source form: one schema per kind, all fields as typed text. */
export const sourceFormSchema = z
  .object({
    kind: z.enum(['code', 'jurisprudence', 'doctrine']),
    url,
    article: boundedText(SOURCE_TEXT_LIMITS.article),
    code: boundedText(SOURCE_TEXT_LIMITS.code),
    versionDate: z.string().trim(),
    juridiction: boundedText(SOURCE_TEXT_LIMITS.juridiction),
    chambre: boundedText(SOURCE_TEXT_LIMITS.chambre),
    date: z.string().trim(),
    numero: boundedText(SOURCE_TEXT_LIMITS.numero),
    ecli: boundedText(SOURCE_TEXT_LIMITS.ecli),
    solution: boundedText(SOURCE_TEXT_LIMITS.solution),
    author: boundedText(SOURCE_TEXT_LIMITS.author),
    title: boundedText(SOURCE_TEXT_LIMITS.title),
    revue: boundedText(SOURCE_TEXT_LIMITS.revue),
    year: z.string().trim(),
    page: boundedText(SOURCE_TEXT_LIMITS.page),
  })
  .superRefine((v, ctx) => {
    const need = (field: keyof typeof v, message: string) => {
      if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (v.kind === 'code') {
      need('article', 'Indiquez l’article (ex. 1648 ou L. 1235-3).');
      need('code', 'Indiquez le code (ex. Code civil).');
      if (v.versionDate && !isIsoDay(v.versionDate))
        ctx.addIssue({ code: 'custom', path: ['versionDate'], message: 'Date invalide.' });
    }
    if (v.kind === 'jurisprudence') {
      need('juridiction', 'Indiquez la juridiction (ex. Cour de cassation).');
      need('date', 'Indiquez la date de la décision.');
      if (v.date && !isIsoDay(v.date)) ctx.addIssue({ code: 'custom', path: ['date'], message: 'Date invalide.' });
      if (v.ecli && !/^ECLI:[A-Z]{2}:[A-Z0-9]+:\d{4}:[A-Z0-9.]+$/i.test(v.ecli))
        ctx.addIssue({
          code: 'custom',
          path: ['ecli'],
          message: 'ECLI invalide (ex. ECLI:FR:CCASS:2025:C300123).',
        });
    }
    if (v.kind === 'doctrine') {
      need('author', 'Indiquez l’auteur.');
      need('title', 'Indiquez le titre.');
      const year = Number(v.year);
      if (!/^\d{4}$/.test(v.year) || year < 1800 || year > 2100)
        ctx.addIssue({ code: 'custom', path: ['year'], message: 'Indiquez l’année sur quatre chiffres.' });
    }
  });
export type SourceFormValues = z.infer<typeof sourceFormSchema>;

export const emptySourceForm = (kind: SourceFormValues['kind'] = 'code'): SourceFormValues => ({
  kind,
  url: '',
  article: '',
  code: '',
  versionDate: '',
  juridiction: '',
  chambre: '',
  date: '',
  numero: '',
  ecli: '',
  solution: '',
  author: '',
  title: '',
  revue: '',
  year: '',
  page: '',
});

export function toSource(values: SourceFormValues, id: string): ResearchSource {
  const common = { id, url: values.url.trim() };
  if (values.kind === 'code')
    return {
      kind: 'code',
      ...common,
      article: values.article,
      code: values.code,
      versionDate: values.versionDate || null,
    };
  if (values.kind === 'jurisprudence')
    return {
      kind: 'jurisprudence',
      ...common,
      juridiction: values.juridiction,
      chambre: values.chambre,
      date: values.date,
      numero: values.numero,
      ecli: values.ecli.toUpperCase(),
      solution: values.solution,
    };
  return {
    kind: 'doctrine',
    ...common,
    author: values.author,
    title: values.title,
    revue: values.revue,
    year: Number(values.year),
    page: values.page,
  };
}
