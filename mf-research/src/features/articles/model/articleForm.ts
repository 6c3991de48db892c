/** The cabinet article form, with French messages. */
import { z } from 'zod';
import { type Article, boundedText } from 'shared-data';
import type { LibraryArticle } from './article.ts';

export const articleFormSchema = z.object({
  title: boundedText('title').min(3, 'Donnez un titre (3 caractères au moins).'),
  summary: boundedText('summary'),
  area: boundedText('title').min(1, 'Indiquez le domaine (ex. Procédure civile).'),
  tags: boundedText('summary', { trim: false }),
  body: boundedText('document').min(20, 'Rédigez le corps de l’article (20 caractères au moins).'),
  published: z.boolean(),
});
export type ArticleFormValues = z.infer<typeof articleFormSchema>;

export const emptyArticleForm = (): ArticleFormValues => ({
  title: '',
  summary: '',
  area: '',
  tags: '',
  body: '',
  published: false,
});

const tagsOf = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean),
  ),
];

export function toArticleRecord(
  values: ArticleFormValues,
): Pick<Article, 'title' | 'summary' | 'area' | 'tags' | 'body' | 'published'> {
  return {
    title: values.title.trim(),
    summary: values.summary.trim(),
    area: values.area.trim(),
    tags: tagsOf(values.tags),
    body: values.body.trim(),
    published: values.published,
  };
}

export function fromArticle(article: LibraryArticle): ArticleFormValues {
  return {
    title: article.title,
    summary: article.summary,
    area: article.area,
    tags: article.tags.join(', '),
    body: article.body,
    published: article.published ?? false,
  };
}
