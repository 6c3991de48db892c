import { emptySourceForm, parseTags, researchFormSchema, sourceFormSchema, toSource } from './researchForm.ts';
import { buildResearchRows, filterResearch, researchQuery, DEFAULT_RESEARCH_FILTERS } from './researchList.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('fiche de recherche', () => {
  it('exige une question, en français', () => {
    const result = researchFormSchema.safeParse({ question: '  ', caseId: '', tags: '', status: 'en cours' });
    expect(messages(result).question).toBe('Indiquez la question de recherche.');
  });

  it('étiquettes: séparées par des virgules, sans doublon', () => {
    expect(parseTags('Prescription, vices cachés ; prescription,,')).toEqual(['prescription', 'vices cachés']);
  });

  it('sources: champs requis selon le type, ECLI et année vérifiés', () => {
    expect(messages(sourceFormSchema.safeParse(emptySourceForm('code')))).toEqual({
      article: 'Indiquez l’article (ex. 1648 ou L. 1235-3).',
      code: 'Indiquez le code (ex. Code civil).',
    });
    const juris = { ...emptySourceForm('jurisprudence'), juridiction: 'Cour de cassation', date: '2025-11-06' };
    expect(sourceFormSchema.safeParse(juris).success).toBe(true);
    expect(messages(sourceFormSchema.safeParse({ ...juris, ecli: 'pas un ecli' })).ecli).toMatch(/ECLI invalide/);
    const doctrine = { ...emptySourceForm('doctrine'), author: 'A', title: 'T', year: '22' };
    expect(messages(sourceFormSchema.safeParse(doctrine)).year).toBe('Indiquez l’année sur quatre chiffres.');
    expect(messages(sourceFormSchema.safeParse({ ...juris, url: 'javascript:alert(1)' })).url).toMatch(/invalide/);
    expect(toSource({ ...doctrine, year: '2022' }, 'x')).toMatchObject({ kind: 'doctrine', year: 2022, id: 'x' });
  });

  it('liste: recherche sans accents, filtres et tri', () => {
    const base = {
      caseId: 'c1',
      note: '',
      sources: [],
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const rows = buildResearchRows(
      [
        {
          id: 'a',
          ...base,
          question: 'Vices cachés',
          tags: ['vente'],
          status: 'en cours',
          createdBy: 'u1',
          updatedAt: '2026-02-01T00:00:00.000Z',
        },
        {
          id: 'b',
          ...base,
          question: 'Bail commercial',
          tags: ['bail'],
          status: 'terminée',
          createdBy: 'u2',
          updatedAt: '2026-03-01T00:00:00.000Z',
          caseId: null,
        },
      ],
      { c1: '2026-0001 — Martin' },
      { u1: 'Claire Durand', u2: 'Julien Martin' },
    );
    expect(filterResearch(rows, { ...DEFAULT_RESEARCH_FILTERS, q: 'VICES cache' }).map((r) => r.id)).toEqual(['a']);
    expect(filterResearch(rows, { ...DEFAULT_RESEARCH_FILTERS, auteur: 'u2' }).map((r) => r.id)).toEqual(['b']);
    expect(filterResearch(rows, { ...DEFAULT_RESEARCH_FILTERS, dossier: 'c1', tag: 'vente' })).toHaveLength(1);
    expect(filterResearch(rows, { ...DEFAULT_RESEARCH_FILTERS, statut: 'à relire' })).toHaveLength(0);
  });

  it('serves the filters and the sort by the backend query', () => {
    expect(
      researchQuery('f1', { dossier: '', tag: '', statut: '', auteur: '' }, { column: 'updatedAt', direction: 'desc' }),
    ).toEqual({
      collection: 'firms/f1/researchFiles',
      where: [],
      orderBy: [{ field: 'updatedAt', direction: 'desc' }],
    });
    expect(
      researchQuery(
        'f1',
        { dossier: 'c1', tag: 'vente', statut: 'en cours', auteur: 'u1' },
        { column: 'question', direction: 'asc' },
      ),
    ).toEqual({
      collection: 'firms/f1/researchFiles',
      where: [
        { field: 'caseId', op: '==', value: 'c1' },
        { field: 'tags', op: 'array-contains', value: 'vente' },
        { field: 'status', op: '==', value: 'en cours' },
        { field: 'createdBy', op: '==', value: 'u1' },
      ],
      orderBy: [{ field: 'question', direction: 'asc' }],
    });
  });
});
