/**
 * The convention d'honoraires filled from a demo dossier, generated as DOCX, then unzipped: the
 * Word body (word/document.xml) holds the client, the dossier and the fee terms, and no field is
 * left unfilled or silently dropped; its clauses follow the client (consumer or professional) and
 * the fee mode.
 */
import { strFromU8, unzipSync } from 'fflate';
import { type Case, type Client, type Firm, getDataStore, type Member, paths } from 'shared-data';
import { freshDemoData, signInAs } from 'shared-data/testing';
import { markdownToBlocks } from '../../exports/model/blocks.ts';
import { renderDocx } from '../../exports/model/docx.ts';
import { buildModelContext, type TeamSettings } from './context.ts';
import type { FeeInput, FeeMode } from './feeAgreement.ts';
import { contextValues, type ModelContext } from './fields.ts';
import { fillModel, initialValues } from './fill.ts';
import { BUILT_IN_MODELS, CONSUMER_MEDIATOR_DEFAULT, defaultClauseChoice, resolveModel } from './templates.ts';

jest.setTimeout(30_000);

const xmlText = (xml: string) =>
  [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
    .map((m) => m[1])
    .join('')
    .replace(/&apos;/g, '’')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

it('convention d’honoraires d’un dossier de démonstration → DOCX qui contient le client et les honoraires', async () => {
  await freshDemoData();
  signInAs('demo-owner');
  const store = getDataStore();
  const firmId = 'demo-owner';
  const caseId = `case-${new Date().getFullYear()}-0001`;
  const dossier = (await store.get<Case>(paths.case(firmId, caseId))).data!;
  const client = (await store.get<Client>(paths.client(firmId, dossier.clientIds[0]!))).data!;
  const firm = (await store.get<Firm>(paths.firm(firmId))).data;
  const team = (await store.get<TeamSettings>(paths.settings(firmId, 'team'))).data;
  const members = (await store.query<Member>({ collection: paths.members(firmId) })).docs.map((d) => d.data);
  const ctx = buildModelContext({ firm, team, members, dossier, client, today: '2026-11-02' });
  const known = contextValues(ctx);

  const model = BUILT_IN_MODELS.find((m) => m.id === 'convention-honoraires')!;
  const values = initialValues(model, known);
  for (const field of model.ownFields) if (!values[field.name]) values[field.name] = `Rempli : ${field.label}`;
  const filled = fillModel(model, values);
  expect(filled.missing).toEqual([]);

  const bytes = await renderDocx({ title: model.name, blocks: markdownToBlocks(filled.text) });
  const files = unzipSync(bytes);
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'word/document.xml']));
  const text = xmlText(strFromU8(files['word/document.xml']!));
  const clientName = client.kind === 'physique' ? client.nom.toUpperCase() : client.raisonSociale;
  expect(text).toContain(clientName);
  expect(text).toContain(dossier.reference);
  expect(text).toContain(known['honoraires.conditions']);
  expect(text).toContain(known['cabinet.nom']);
  expect(text).not.toMatch(/\{\{|à compléter/);
});

describe('les clauses de la convention suivent le client et le mode d’honoraires', () => {
  const contexts = new Map<'physique' | 'morale', ModelContext>();
  beforeAll(async () => {
    await freshDemoData();
    signInAs('demo-owner');
    const store = getDataStore();
    const firmId = 'demo-owner';
    const firm = (await store.get<Firm>(paths.firm(firmId))).data;
    const team = (await store.get<TeamSettings>(paths.settings(firmId, 'team'))).data;
    const members = (await store.query<Member>({ collection: paths.members(firmId) })).docs.map((d) => d.data);
    const cases = (await store.query<Case>({ collection: paths.cases(firmId) })).docs.map((d) => d.data);
    for (const dossier of cases) {
      const client = (await store.get<Client>(paths.client(firmId, dossier.clientIds[0]!))).data!;
      if (!contexts.has(client.kind))
        contexts.set(client.kind, buildModelContext({ firm, team, members, dossier, client, today: '2026-11-02' }));
      if (contexts.size === 2) break;
    }
  });

  const FEES: Record<FeeMode, FeeInput> = {
    forfait: { mode: 'forfait', forfaitCents: 240_000, hourlyRateCents: null, successPercent: null },
    temps: { mode: 'temps', forfaitCents: null, hourlyRateCents: 25_000, successPercent: null },
    resultat: { mode: 'resultat', forfaitCents: 150_000, hourlyRateCents: null, successPercent: 10 },
  };

  /** The text of the DOCX generated for a client of this kind and this fee mode. */
  async function conventionText(kind: 'physique' | 'morale', feeMode: FeeMode): Promise<string> {
    const ctx = contexts.get(kind)!;
    expect(ctx.client?.kind).toBe(kind);
    const model = resolveModel(
      BUILT_IN_MODELS.find((m) => m.id === 'convention-honoraires')!,
      defaultClauseChoice(kind, feeMode),
    );
    const filled = fillModel(model, initialValues(model, contextValues(ctx, FEES[feeMode])));
    expect(filled.missing).toEqual([]);
    const bytes = await renderDocx({ title: model.name, blocks: markdownToBlocks(filled.text) });
    return xmlText(strFromU8(unzipSync(bytes)['word/document.xml']!));
  }

  it('un consommateur reçoit le médiateur de la consommation, ses coordonnées et son fondement', async () => {
    const text = await conventionText('physique', 'forfait');
    expect(text).toContain('Médiation de la consommation');
    expect(text).toContain(CONSUMER_MEDIATOR_DEFAULT);
    expect(text).toContain('C. consom., art. L. 612-1');
  });

  it('un professionnel ne reçoit pas le médiateur de la consommation', async () => {
    const text = await conventionText('morale', 'forfait');
    expect(text).not.toMatch(/médiat(eur|ion) de la consommation/i);
    expect(text).not.toContain('L. 612-1');
  });

  it('lieu et date de signature, en deux exemplaires originaux', async () => {
    for (const kind of ['physique', 'morale'] as const)
      expect(await conventionText(kind, 'temps')).toContain(
        'Fait à Lyon, le 2 novembre 2026, en deux exemplaires originaux',
      );
  });

  it('fin de mission et dessaisissement : le client peut retirer son dossier, les diligences accomplies restent dues', async () => {
    const text = await conventionText('physique', 'temps');
    expect(text).toContain('Fin de la mission et dessaisissement');
    expect(text).toContain(
      'Le client peut à tout moment dessaisir l’avocat et retirer son dossier : les honoraires restent dus pour les diligences accomplies',
    );
  });

  it('la notice RGPD : responsable du traitement (le cabinet), finalités, conservation, droits, CNIL', async () => {
    const text = await conventionText('morale', 'temps');
    expect(text).toContain('Le responsable du traitement des données personnelles du client est Cabinet Durand');
    expect(text).toContain('traitées pour la conduite du dossier, la facturation');
    expect(text).toContain('conservées pendant la mission puis cinq ans après sa fin');
    expect(text).toContain('droit d’accès, de rectification');
    expect(text).toContain('réclamation auprès de la CNIL');
  });

  it('un consommateur est informé de l’aide juridictionnelle ; tous, de l’assurance de protection juridique', async () => {
    const consumer = await conventionText('physique', 'forfait');
    expect(consumer).toContain('informé par l’avocat des conditions d’accès à l’aide juridictionnelle');
    expect(consumer).toContain('assurance de protection juridique couvre ce litige (C. assur., art. L. 127-1)');
    const business = await conventionText('morale', 'forfait');
    expect(business).toContain('assurance de protection juridique couvre ce litige (C. assur., art. L. 127-1)');
  });

  it('un professionnel reçoit les pénalités de retard et l’indemnité de recouvrement de 40 € ; un consommateur, non', async () => {
    expect(await conventionText('morale', 'temps')).toContain(
      'indemnité forfaitaire pour frais de recouvrement de 40 €',
    );
    expect(await conventionText('physique', 'temps')).not.toContain('frais de recouvrement');
  });

  it('l’honoraire de résultat a sa clause, en complément d’un honoraire de base, quand le mode le prévoit', async () => {
    const text = await conventionText('physique', 'resultat');
    expect(text).toContain('Honoraire de résultat');
    expect(text).toContain('s’ajoute à l’honoraire de base prévu à l’article 2, qui reste dû quelle que soit l’issue');
    expect(text).toContain('En complément, honoraire de résultat de 10 % HT');
  });

  it.each(['forfait', 'temps'] as const)('sans honoraire de résultat (%s), pas de clause de résultat', async (mode) => {
    const text = await conventionText('morale', mode);
    expect(text).not.toMatch(/honoraire de résultat/i);
  });
});
