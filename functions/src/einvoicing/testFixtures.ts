/**
 * Test-only: two cabinets on the stand-in plateforme agréée started in-process on a free port
 * (tooling/src/platform), their settings pointing at it, and Cabinet Leroy's invoices to Cabinet
 * Durand & Associés with the Factur-X PDF the browser seals at issue.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Firestore } from 'firebase-admin/firestore';
import {
  type Client,
  type EinvoicingSettings,
  type Ereport,
  type Invoice,
  paths,
  type Payment,
  type PlatformCredentials,
} from 'shared-data/server';
import { type RunningPlatform, startPlatform } from '../../../tooling/src/platform/server.ts';
import { facturXPdf, sampleInvoiceXml } from '../../../tooling/src/platform/testing.ts';
import type { EinvoicingDeps } from './context.ts';
import { firestoreFiles } from './files.ts';

export const LEROY = {
  firmId: 'firm-leroy',
  ownerUid: 'pro-leroy',
  name: 'Cabinet Leroy',
  siren: '908765431',
  siret: '90876543100017',
  clientId: 'cabinet-leroy',
  clientSecret: 'secret-leroy',
};
export const DURAND = {
  firmId: 'firm-durand',
  ownerUid: 'pro-durand',
  name: 'Cabinet Durand & Associés',
  siren: '812345676',
  siret: '81234567600014',
  clientId: 'cabinet-durand',
  clientSecret: 'secret-durand',
};
/** Known to the directory, without a receiving platform. */
export const MOREL = { siren: '913220281', name: 'Boulangerie Morel' };

export type Cabinet = typeof LEROY;

/** The stand-in with both cabinets, on a free port (or `port`: the same address again after a restart). */
export function startTestPlatform(port = 0): Promise<RunningPlatform> {
  const cabinets = [LEROY, DURAND].map(({ name, siren, clientId, clientSecret }) => ({
    name,
    siren,
    clientId,
    clientSecret,
  }));
  return startPlatform({ port, cabinets, directory: [MOREL] });
}

/** An address where nothing answers: a port opened, then closed. */
export async function addressWhereNothingAnswers(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return address;
}

export function depsOf(db: Firestore, clock: { now: Date }): EinvoicingDeps {
  return {
    db,
    files: firestoreFiles(db),
    now: () => clock.now,
    client: { timeoutMs: 5_000 },
    allowLocalPlatform: true,
  };
}

/** The cabinet, its billing identity, its platform settings and secret (`url`: where the platform answers). */
export async function seedCabinet(
  db: Firestore,
  cabinet: Cabinet,
  url: string,
  at: string,
  secret = cabinet.clientSecret,
): Promise<void> {
  await db.doc(paths.firm(cabinet.firmId)).set({
    name: cabinet.name,
    ownerUid: cabinet.ownerUid,
    accountType: 'firm',
    siret: cabinet.siret,
    address: '12 rue de la République, 69002 Lyon',
    createdAt: at,
  });
  await db.doc(paths.settings(cabinet.firmId, 'billing')).set({ legalName: cabinet.name, siret: cabinet.siret });
  await configurePlatform(db, cabinet, url, at, secret);
}

export async function configurePlatform(
  db: Firestore,
  cabinet: Cabinet,
  url: string,
  at: string,
  secret = cabinet.clientSecret,
): Promise<void> {
  await db.doc(paths.settings(cabinet.firmId, 'einvoicing')).set({
    platformUrl: url,
    tokenUrl: `${url}/auth-service/pretoire/token`,
    clientId: cabinet.clientId,
    secretSetAt: at,
    updatedAt: at,
  } satisfies EinvoicingSettings);
  await db
    .doc(paths.platformCredentials(cabinet.firmId))
    .set({ clientSecret: secret, setBy: cabinet.ownerUid, setAt: at } satisfies PlatformCredentials);
}

/** Leroy's issued invoice to Durand: 1 000,00 € HT, 20 % VAT. */
export function invoiceToDurand(number: string, at: string, overrides: Partial<Invoice> = {}): Invoice {
  return {
    kind: 'facture',
    number,
    status: 'issued',
    clientId: 'leroy-client-durand',
    caseId: null,
    lines: [{ kind: 'honoraires', designation: 'Postulation', quantity: 1, unitPriceCents: 100_000, vatRate: 20 }],
    totalHtCents: 100_000,
    totalTvaCents: 20_000,
    totalTtcCents: 120_000,
    deboursCents: 0,
    provisionCents: 0,
    netToPayCents: 120_000,
    vatBreakdown: [{ rate: 20, baseCents: 100_000, vatCents: 20_000 }],
    paidCents: 0,
    creditedCents: 0,
    lastPaymentDate: null,
    issueDate: '2026-11-20',
    dueDate: '2026-12-20',
    periodStart: null,
    periodEnd: null,
    paymentTerms: 'À réception',
    vatExemptMention: null,
    creditFor: null,
    creditForNumber: null,
    issuerSnapshot: {
      legalName: LEROY.name,
      address: '3 place Bellecour, 69002 Lyon',
      siret: LEROY.siret,
      vatNumber: 'FR32908765431',
      vatFranchise: false,
      iban: '',
      bic: '',
      mentions: '',
    },
    clientSnapshot: {
      name: DURAND.name,
      kind: 'morale',
      address: '12 rue de la République, 69002 Lyon',
      siren: DURAND.siren,
      vatNumber: null,
      email: 'comptabilite@cabinet-durand.fr',
      electronicAddress: DURAND.siren,
    },
    createdBy: LEROY.ownerUid,
    issuedBy: LEROY.ownerUid,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** The Factur-X PDF of Leroy's invoice `number` to Durand, as the browser stores it at issue. */
export function sealedPdfOf(number: string): Buffer {
  return facturXPdf(
    sampleInvoiceXml({
      number,
      seller: { name: LEROY.name, siren: LEROY.siren, electronicAddress: LEROY.siren },
      buyer: { name: DURAND.name, siren: DURAND.siren, electronicAddress: DURAND.siren },
      totalHt: '1000.00',
      vatRate: '20',
    }),
    number,
  );
}

/** Issues Leroy's invoice `invoiceId` (its document, and its sealed PDF unless `withPdf` is false). */
export async function issueToDurand(
  deps: EinvoicingDeps,
  invoiceId: string,
  number: string,
  options: { withPdf?: boolean } = {},
): Promise<void> {
  const at = deps.now().toISOString();
  if (options.withPdf !== false)
    await deps.files.write(paths.sealedInvoicePdf(LEROY.firmId, invoiceId), sealedPdfOf(number), 'application/pdf');
  await deps.db.doc(paths.invoice(LEROY.firmId, invoiceId)).set(invoiceToDurand(number, at));
}

export function paymentOf(invoiceId: string, number: string, amountCents: number, at: string): Payment {
  return {
    invoiceId,
    invoiceNumber: number,
    clientId: 'leroy-client-durand',
    clientName: DURAND.name,
    caseId: null,
    date: at.slice(0, 10),
    amountCents,
    // Its share of the invoice's 20 % VAT (no débours).
    tvaCents: Math.round(amountCents / 6),
    deboursCents: 0,
    method: 'virement',
    reference: '',
    createdBy: LEROY.ownerUid,
    createdAt: at,
  };
}

export function businessClient(siren: string, name: string, at: string): Client {
  return {
    kind: 'morale',
    raisonSociale: name,
    siren,
    forme: 'SAS',
    displayName: name,
    email: '',
    phone: '',
    address: '',
    notes: '',
    archived: false,
    createdAt: at,
    updatedAt: at,
  };
}

/** Leroy's payments report of November 2026, « à transmettre » (one day, one rate, unless `overrides`). */
export function ereportOf(overrides: Partial<Ereport> = {}): Ereport {
  return {
    kind: 'paiements',
    period: '2026-11',
    from: '2026-11-01',
    to: '2026-11-30',
    lines: [{ date: '2026-11-05', rate: 20, amountCents: 12_000, vatCents: 2_000 }],
    totalCents: 12_000,
    vatCents: 2_000,
    status: 'aTransmettre',
    flowId: null,
    reason: null,
    createdBy: LEROY.ownerUid,
    createdAt: '2026-11-20T10:00:00.000Z',
    transmittedAt: null,
    ...overrides,
  };
}
