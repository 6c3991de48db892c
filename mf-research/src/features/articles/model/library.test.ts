import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LIBRARY } from '../content/library.generated.ts';
import { type LibraryArticle, parseArticleFile, renderLibraryModule, wordCount } from './article.ts';
import { mergeResults } from './articleList.ts';
import { buildArticleIndex, searchArticles } from './search.ts';

const dir = path.join(__dirname, '..', '..', '..', '..', 'content', 'articles');
const sources = readdirSync(dir)
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => readFileSync(path.join(dir, name), 'utf8'));
const articles: LibraryArticle[] = LIBRARY.map((a) => ({ ...a, origin: 'bibliotheque' }));

describe('bibliothèque d’articles', () => {
  it('le module généré est à jour (npx tsx mf-research/scripts/build-articles.ts)', () => {
    // Compared as data: the module's formatting (Biome) may differ from the script's output.
    const expected = sources.map(parseArticleFile).sort((a, b) => a.slug.localeCompare(b.slug));
    expect(LIBRARY).toEqual(expected);
    expect(renderLibraryModule(sources)).toContain(JSON.stringify(expected[0]!.slug));
  });

  it('au moins 30 articles de 300 à 800 mots, slugs uniques et valides, dont les six demandés', () => {
    expect(articles.length).toBeGreaterThanOrEqual(30);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
    for (const article of articles) {
      expect(article.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      const words = wordCount(article.body);
      expect([article.slug, words >= 300 && words <= 800]).toEqual([article.slug, true]);
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const titles = articles.map((a) => a.title);
    for (const title of [
      "Le délai d'appel en matière civile",
      "La convention d'honoraires",
      "L'aide juridictionnelle",
      'La facturation électronique 2026-2027 pour les cabinets',
      "Le RGPD au cabinet d'avocat",
      'La prescription en matière civile',
    ])
      expect(titles).toContain(title);
  });

  it('le front matter manquant est refusé', () => {
    expect(() => parseArticleFile('pas de front matter')).toThrow();
  });

  it('recherche sur la vraie bibliothèque: sans accents, mal orthographiée', () => {
    const index = buildArticleIndex(articles);
    const top = (query: string) =>
      mergeResults({ articles, hits: searchArticles(index, query), query, area: '', tag: '' })[0]?.article.slug;
    expect(top('delai dapel')).toBe('delai-appel-matiere-civile');
    expect(top('delai d appel matiere civile')).toBe('delai-appel-matiere-civile');
    expect(top('convension honoraire')).toBe('convention-honoraires');
    expect(top('aide juridictionelle')).toBe('aide-juridictionnelle');
    expect(top('facturation electronique')).toBe('facturation-electronique-2026-2027-cabinets');
    expect(top('rgpd')).toBe('rgpd-cabinet-avocat');
    expect(top('prescripton civile')).toBe('prescription-matiere-civile');
    expect(top('vices caches')).toBe('garantie-vices-caches');
  });

  it('filtres par domaine et étiquette, tri par date sans requête', () => {
    const all = mergeResults({ articles, hits: [], query: '', area: 'Déontologie', tag: '' });
    expect(all.length).toBeGreaterThan(2);
    expect(all.every((r) => r.article.area === 'Déontologie')).toBe(true);
    const dates = all.map((r) => r.article.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
