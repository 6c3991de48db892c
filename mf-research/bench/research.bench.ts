/**
 * Articles search bench: builds the MiniSearch index over 2,000 articles (the shipped library,
 * varied) and times typical lawyer queries (accent-less, plural, misspelt, prefix while typing).
 * Goal: ≤ 30 ms per query. Run: npm run bench:research
 */
import { performance } from 'node:perf_hooks';
import { LIBRARY } from '../src/features/articles/content/library.generated.ts';
import type { LibraryArticle } from '../src/features/articles/model/article.ts';
import { buildArticleIndex, searchArticles } from '../src/features/articles/model/search.ts';

const COUNT = 2_000;
const articles: LibraryArticle[] = Array.from({ length: COUNT }, (_, i) => {
  const base = LIBRARY[i % LIBRARY.length]!;
  const n = Math.floor(i / LIBRARY.length);
  return {
    ...base,
    origin: 'bibliotheque',
    slug: `${base.slug}-${n}`,
    title: n === 0 ? base.title : `${base.title} (fiche ${n})`,
    body: n === 0 ? base.body : `${base.body}\n\nMise à jour n° ${n} : ${base.tags.join(', ')}.`,
  };
});

const QUERIES = [
  'delai d appel',
  'delai dappel matiere civle',
  'conventions d honoraires',
  'prescription',
  'aide juridictionel',
  'facturation electronique',
  'rgpd',
  'licenciement bareme',
  'vices caches',
  'pres',
];

const t0 = performance.now();
const index = buildArticleIndex(articles);
const buildMs = performance.now() - t0;
console.log(`Index : ${COUNT} articles indexés en ${buildMs.toFixed(0)} ms`);

for (const q of QUERIES) searchArticles(index, q); // warm-up
const ROUNDS = 20;
let worst = 0;
let total = 0;
for (const q of QUERIES) {
  const times: number[] = [];
  let hits = 0;
  for (let r = 0; r < ROUNDS; r += 1) {
    const start = performance.now();
    hits = searchArticles(index, q).length;
    times.push(performance.now() - start);
  }
  const median = times.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
  worst = Math.max(worst, median);
  total += median;
  console.log(`  « ${q} » : ${median.toFixed(2)} ms (médiane), ${hits} résultats`);
}
console.log(
  `Requête : moyenne ${(total / QUERIES.length).toFixed(2)} ms, pire médiane ${worst.toFixed(2)} ms (objectif ≤ 30 ms)`,
);
