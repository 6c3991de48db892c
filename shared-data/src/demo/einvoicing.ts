/**
 * Demo content of the e-invoicing reform: both demo cabinets use the local stand-in plateforme
 * agréée of `npm start` (http://127.0.0.1:8090, tooling/src/platform) with its fixed local
 * accounts — not credentials of any real service. Cabinet Leroy has Cabinet Durand & Associés as a
 * client (a postulation), so that Leroy can invoice Durand through the platform and Durand
 * receives it; the directory's answers and the lifecycle are the server side's to write.
 */
import { paths } from '../paths.ts';
import type { DocData } from '../port.ts';
import { clientSearchFields } from '../search.ts';
import type {
  Client,
  DirectoryLookup,
  EinvoiceTransmission,
  EinvoicingSettings,
  Invoice,
  PlatformCredentials,
} from '../schemas.ts';

/** The local stand-in platform (tooling/src/platform/local.ts serves it there). */
export const LOCAL_PLATFORM_URL = 'http://127.0.0.1:8090';

/** The stand-in's fixed local accounts of the demo cabinets (client id and secret). */
export const DEMO_PLATFORM_ACCOUNTS = {
  durand: { clientId: 'cabinet-durand', clientSecret: 'pa-locale-durand-2026' },
  leroy: { clientId: 'cabinet-leroy', clientSecret: 'pa-locale-leroy-2026' },
} as const;

/** Leroy's client « Cabinet Durand & Associés ». */
export const LEROY_CLIENT_DURAND_ID = 'leroy-client-durand';

export type EinvoicingDemoInput = {
  firmId: string;
  otherFirmId: string;
  ownerUid: string;
  otherOwnerUid: string;
  /** Durand's SIREN (the first nine digits of its SIRET). */
  siren: string;
  firmName: string;
  /** Documents written so far (to find the invoices issued to businesses). */
  docs: readonly (readonly [string, DocData])[];
  at: (offset: number, hour: number) => string;
  put: (path: string, data: object) => void;
};

export function buildEinvoicingDemo(input: EinvoicingDemoInput): void {
  const { at, put } = input;
  const configured = at(-30, 9);
  const accounts = [
    [input.firmId, input.ownerUid, DEMO_PLATFORM_ACCOUNTS.durand],
    [input.otherFirmId, input.otherOwnerUid, DEMO_PLATFORM_ACCOUNTS.leroy],
  ] as const;
  for (const [firmId, ownerUid, account] of accounts) {
    put(paths.settings(firmId, 'einvoicing'), {
      platformUrl: LOCAL_PLATFORM_URL,
      tokenUrl: `${LOCAL_PLATFORM_URL}/auth-service/pretoire/token`,
      clientId: account.clientId,
      secretSetAt: configured,
      updatedAt: configured,
    } satisfies EinvoicingSettings);
    put(paths.platformCredentials(firmId), {
      clientSecret: account.clientSecret,
      setBy: ownerUid,
      setAt: configured,
    } satisfies PlatformCredentials);
  }

  const leroyClient = {
    kind: 'morale',
    raisonSociale: input.firmName,
    siren: input.siren,
    forme: 'SELARL',
    displayName: input.firmName,
    email: 'comptabilite@cabinet-durand.fr',
    phone: '04 78 42 10 10',
    address: '12 rue de la République, 69002 Lyon',
    notes: 'Confrère : postulation devant le tribunal judiciaire de Lyon.',
    archived: false,
    createdAt: at(-60, 10),
    updatedAt: at(-60, 10),
  } satisfies Client;
  // No dossier of the Leroy cabinet is this client's.
  put(paths.client(input.otherFirmId, LEROY_CLIENT_DURAND_ID), {
    ...leroyClient,
    ...clientSearchFields(leroyClient),
    caseCount: 0,
  } satisfies Client);
  // What the directory answered when the client was created (the server side refreshes it).
  put(paths.directoryLookup(input.otherFirmId, input.siren), {
    siren: input.siren,
    status: 'joignable',
    electronicAddress: input.siren,
    name: input.firmName,
    message: null,
    checkedAt: at(-60, 10),
  } satisfies DirectoryLookup);

  // Durand's latest invoice to a business went through the platform and was approved.
  const toBusiness = input.docs
    .filter(([path]) => path.startsWith(`${paths.invoices(input.firmId)}/`))
    .map(([path, data]) => [path.split('/').pop()!, data as Invoice] as const)
    .filter(
      ([, invoice]) => invoice.status === 'issued' && invoice.kind === 'facture' && !!invoice.clientSnapshot?.siren,
    )
    .sort(([, a], [, b]) => String(b.issueDate).localeCompare(String(a.issueDate)))[0];
  if (!toBusiness) return;
  const [invoiceId, invoice] = toBusiness;
  const issuedAt = `${invoice.issueDate}T10:00:00.000Z`;
  const history = (['200', '202', '203', '204', '205'] as const).map((status) => ({
    status,
    at: issuedAt,
    reason: null,
  }));
  put(paths.einvoiceTransmission(input.firmId, invoiceId), {
    invoiceId,
    invoiceNumber: invoice.number!,
    buyerSiren: invoice.clientSnapshot!.siren!,
    buyerAddress: invoice.clientSnapshot!.siren!,
    flowId: `demo-${invoiceId}`,
    status: '205',
    reasonCode: null,
    reason: null,
    history,
    collectedCents: 0,
    attempts: 1,
    createdAt: issuedAt,
    updatedAt: issuedAt,
  } satisfies EinvoiceTransmission);
}
