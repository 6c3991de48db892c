import type { LibraryArticle } from './article.ts';
import { buildArticleIndex, excerpt, highlight, processTerm, searchArticles } from './search.ts';

const article = (slug: string, title: string, body: string, tags: string[] = []): LibraryArticle => ({
  slug,
  title,
  summary: '',
  body,
  area: 'Procédure civile',
  date: '2026-01-01',
  author: 'Rédaction',
  tags,
  origin: 'bibliotheque',
});

const CORPUS = [
  article(
    'delai-appel',
    'Le délai d’appel en matière civile',
    'Le délai d’appel est d’un mois à compter de la signification.',
    ['appel', 'délais'],
  ),
  article('convention', 'La convention d’honoraires', 'Les honoraires sont fixés par une convention écrite.', [
    'honoraires',
  ]),
  article('prescription', 'La prescription en matière civile', 'L’action se prescrit par cinq ans. Le délai court…', [
    'prescription',
  ]),
  article('aide', 'L’aide juridictionnelle', 'Les plafonds de ressources et le bureau d’aide juridictionnelle.', [
    'aide',
  ]),
];

describe('recherche plein texte en français', () => {
  const index = buildArticleIndex(CORPUS);
  const slugs = (query: string) => searchArticles(index, query).map((hit) => hit.slug);

  it('plie les accents et les élisions', () => {
    expect(processTerm('Délai')).toBe(processTerm('delai'));
    expect(processTerm('d’appel')).toBe('appel');
    expect(slugs('delai d appel')[0]).toBe('delai-appel');
    expect(slugs('DÉLAI')[0]).toBe('delai-appel');
  });

  it('singulier et pluriel se rejoignent', () => {
    expect(processTerm('honoraires')).toBe(processTerm('honoraire'));
    expect(slugs('honoraire')[0]).toBe('convention');
    expect(slugs('ressource')).toEqual(['aide']);
  });

  it('tolère une faute de frappe et les débuts de mots', () => {
    expect(slugs('prescripton')[0]).toBe('prescription');
    expect(slugs('juridictionelle')[0]).toBe('aide');
    expect(slugs('conv')[0]).toBe('convention');
  });

  it('classe le titre avant le corps', () => {
    // « délai » est dans le titre de l’un et seulement dans le corps de l’autre.
    expect(slugs('delai')).toEqual(['delai-appel', 'prescription']);
  });

  it('surligne les mots trouvés, accents compris', () => {
    const [hit] = searchArticles(index, 'delai');
    const segments = highlight('Le délai d’appel', hit!.terms);
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['délai']);
    expect(excerpt('## Titre\n\nUn **délai** court.', hit!.terms)).toBe('Titre Un délai court.');
  });
});
