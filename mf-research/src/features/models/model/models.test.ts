import { getDataStore, paths, type Case, type Client, type Firm, type Member } from 'shared-data';
import { freshDemoData, signInAs } from 'shared-data/testing';
import { buildModelContext, type TeamSettings } from './context.ts';
import { feeTerms, SUCCESS_ONLY_REFUSED } from './feeAgreement.ts';
import { contextValues, KNOWN_FIELDS } from './fields.ts';
import { checkTemplate, fillModel, initialValues } from './fill.ts';
import { BUILT_IN_MODELS } from './templates.ts';

jest.setTimeout(20_000);

async function demoContext(caseId: string) {
  await freshDemoData();
  signInAs('demo-owner');
  const store = getDataStore();
  const firmId = 'demo-owner';
  const dossier = (await store.get<Case>(paths.case(firmId, caseId))).data!;
  const client = (await store.get<Client>(paths.client(firmId, dossier.clientIds[0]!))).data!;
  const firm = (await store.get<Firm>(paths.firm(firmId))).data;
  const team = (await store.get<TeamSettings>(paths.settings(firmId, 'team'))).data;
  const members = (await store.query<Member>({ collection: paths.members(firmId) })).docs.map((d) => d.data);
  return { dossier, client, ctx: buildModelContext({ firm, team, members, dossier, client, today: '2026-11-02' }) };
}

describe('modèles remplis à partir d’un dossier de démonstration', () => {
  it('chaque champ de chaque modèle livré est rempli (les champs propres par leur défaut ou à la main)', async () => {
    const year = new Date().getFullYear();
    const { ctx, client } = await demoContext(`case-${year}-0001`);
    const known = contextValues(ctx);
    for (const name of Object.keys(KNOWN_FIELDS))
      expect([name, known[name as keyof typeof known]]).not.toEqual([name, '']);
    for (const model of BUILT_IN_MODELS) {
      const values = initialValues(model, known);
      const first = fillModel(model, values);
      // Only the model's own fields without a default may be missing: never a dossier field.
      const ownWithoutDefault = model.ownFields.filter((f) => !f.default).map((f) => f.name);
      expect(first.missing.sort()).toEqual(ownWithoutDefault.sort());
      for (const name of ownWithoutDefault) values[name] = `valeur ${name}`;
      const filled = fillModel(model, values);
      expect(filled.missing).toEqual([]);
      expect(filled.text).not.toMatch(/\{\{|\}\}|à compléter/);
      expect(filled.text).toContain(client.kind === 'physique' ? client.nom.toUpperCase() : client.raisonSociale);
      expect(checkTemplate(model.template).errors).toEqual([]);
    }
  });

  it('un champ que le dossier ne renseigne pas est signalé, jamais supprimé', async () => {
    const year = new Date().getFullYear();
    const { ctx, dossier } = await demoContext(`case-${year}-0001`);
    const known = contextValues({ ...ctx, dossier: { ...dossier, jurisdiction: '' } });
    const model = BUILT_IN_MODELS.find((m) => m.id === 'lettre-de-mission')!;
    const result = fillModel(model, initialValues(model, known));
    expect(result.missing).toEqual(['dossier.juridiction']);
    expect(result.text).toContain('[à compléter : dossier.juridiction]');
  });

  it('la convention d’honoraires refuse un honoraire de résultat seul (loi 1971, art. 10)', () => {
    expect(feeTerms({ mode: 'resultat', forfaitCents: null, hourlyRateCents: null, successPercent: 20 })).toEqual({
      ok: false,
      field: 'forfaitCents',
      message: SUCCESS_ONLY_REFUSED,
    });
    expect(feeTerms({ mode: 'resultat', forfaitCents: 0, hourlyRateCents: 0, successPercent: 20 }).ok).toBe(false);
    const withBase = feeTerms({ mode: 'resultat', forfaitCents: 150_000, hourlyRateCents: null, successPercent: 10 });
    expect(withBase).toEqual({ ok: true, text: expect.stringContaining('1 500,00 € HT') });
    // Plain spaces only: the document's fonts may lack the no-break spaces of the screen's amounts.
    expect(withBase.ok && withBase.text).not.toMatch(/[\u00a0\u202f]/);
    expect(withBase.ok && withBase.text).toContain('En complément, honoraire de résultat de 10 % HT');
    expect(feeTerms({ mode: 'temps', forfaitCents: null, hourlyRateCents: 25_000, successPercent: null })).toEqual({
      ok: true,
      text: expect.stringContaining('taux horaire de 250,00 € HT'),
    });
    expect(
      feeTerms({ mode: 'forfait', forfaitCents: null, hourlyRateCents: null, successPercent: null }),
    ).toMatchObject({
      ok: false,
      message: 'Indiquez le montant du forfait.',
    });
    const noSuccess = feeTerms({ mode: 'resultat', forfaitCents: 1000, hourlyRateCents: null, successPercent: null });
    expect(noSuccess).toMatchObject({ ok: false, field: 'successPercent' });
  });

  it('un modèle du cabinet: champs inconnus listés, syntaxe vérifiée', () => {
    expect(checkTemplate('Bonjour {{client.nom}}, le {{dateAudience}} à {{ heure }}.')).toEqual({
      fields: ['client.nom', 'dateAudience', 'heure'],
      unknown: ['dateAudience', 'heure'],
      errors: [],
    });
    expect(checkTemplate('{{}} et {{date d’audience}} et {{client.nom').errors).toEqual([
      'Un champ « {{ }} » est vide : indiquez son nom.',
      'Nom de champ invalide : « date d’audience » (lettres, chiffres, points et « _ », sans espace ni accent).',
      'Accolades non appariées : chaque champ s’écrit {{nom}}.',
    ]);
  });

  it('les valeurs restent du texte (pas de Markdown injecté)', () => {
    const result = fillModel({ template: 'Client : {{client.nom}}' }, { 'client.nom': '**SARL** #1' });
    expect(result.text).toBe('Client : \\*\\*SARL\\*\\* \\#1');
  });
});
