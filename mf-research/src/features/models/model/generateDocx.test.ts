/**
 * The convention d'honoraires filled from a demo dossier, generated as DOCX, then unzipped: the
 * Word body (word/document.xml) holds the client, the dossier and the fee terms, and no field is
 * left unfilled or silently dropped.
 */
import { strFromU8, unzipSync } from 'fflate';
import { type Case, type Client, type Firm, getDataStore, type Member, paths } from 'shared-data';
import { freshDemoData, signInAs } from 'shared-data/testing';
import { markdownToBlocks } from '../../../lib/export/blocks.ts';
import { renderDocx } from '../../../lib/export/docx.ts';
import { buildModelContext, type TeamSettings } from './context.ts';
import { contextValues } from './fields.ts';
import { fillModel, initialValues } from './fill.ts';
import { BUILT_IN_MODELS } from './templates.ts';

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
