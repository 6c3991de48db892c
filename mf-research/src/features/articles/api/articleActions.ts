/** Create, edit and publish the cabinet's articles. */
import { type Article, getDataStore, paths } from 'shared-data';
import { type ArticleFormValues, toArticleRecord } from '../model/articleForm.ts';
import { slugify } from '../model/article.ts';
import { slugTaken } from '../hooks/useArticles.ts';

async function freeSlug({ firmId, title, exceptId }: { firmId: string; title: string; exceptId?: string }) {
  const base = slugify(title) || 'article';
  for (let n = 1; n < 50; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken({ firmId, slug, ...(exceptId ? { exceptId } : {}) }))) return slug;
  }
  return `${base}-${Date.now()}`;
}

export async function createArticle({
  firmId,
  uid,
  author,
  values,
  today,
}: {
  firmId: string;
  uid: string;
  author: string;
  values: ArticleFormValues;
  today: string;
}): Promise<string> {
  const slug = await freeSlug({ firmId, title: values.title });
  const now = new Date().toISOString();
  const data: Article = {
    ...toArticleRecord(values),
    slug,
    author,
    date: today,
    createdBy: uid,
    createdAt: now,
    updatedAt: now,
  };
  await getDataStore().set(paths.article(firmId, getDataStore().newId()), data);
  return slug;
}

export async function updateArticle({
  firmId,
  id,
  values,
}: {
  firmId: string;
  id: string;
  values: ArticleFormValues;
}): Promise<void> {
  await getDataStore().update(paths.article(firmId, id), {
    ...toArticleRecord(values),
    updatedAt: new Date().toISOString(),
  });
}

export async function setArticlePublished({
  firmId,
  id,
  published,
}: {
  firmId: string;
  id: string;
  published: boolean;
}) {
  await getDataStore().update(paths.article(firmId, id), { published, updatedAt: new Date().toISOString() });
}

export async function deleteArticle({ firmId, id }: { firmId: string; id: string }) {
  await getDataStore().delete(paths.article(firmId, id));
}
