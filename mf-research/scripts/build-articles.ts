/**
 * Compiles the practice articles (content/articles/*.md, front matter + Markdown) into the module
 * the articles routes load lazily. Run after editing an article:
 *   npx tsx mf-research/scripts/build-articles.ts
 * A unit test fails when the module is out of date.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArticleFile, renderLibraryModule, wordCount } from '../src/features/articles/model/article.ts';

const root = path.join(import.meta.dirname, '..');
const dir = path.join(root, 'content', 'articles');
const sources = readdirSync(dir)
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => readFileSync(path.join(dir, name), 'utf8'));
for (const source of sources) {
  const article = parseArticleFile(source);
  const words = wordCount(article.body);
  if (words < 300 || words > 800) console.warn(`${article.slug}: ${words} mots (300 à 800 attendus)`);
}
const out = path.join(root, 'src', 'features', 'articles', 'content', 'library.generated.ts');
writeFileSync(out, renderLibraryModule(sources));
console.log(`${sources.length} articles → ${path.relative(process.cwd(), out)} (then: npx biome check --write it)`);
