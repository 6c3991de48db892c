/**
 * Demo content of the Comptabilité area: a year of the cabinet's expenses (form 2035 categories,
 * HT / TVA / TTC, a few with a receipt), and CARPA sub-ledgers on three dossiers (funds received
 * for the client, paid out, and one fee withdrawal with the client's written authorisation).
 * Deterministic, dated relative to the demo's "today" through the helpers of demo.ts. The
 * receipts' bytes (small generated PDFs and PNGs) are written to the file store by
 * `ensureDemoData` from `buildAccountingDemoFiles`.
 */
import { formatCentsForMessage } from '../money.ts';
import { paths } from '../paths.ts';
import type { CarpaLedger, CarpaMovement, Expense, ExpenseCategory, Payment } from '../schemas.ts';

export type AccountingDemoInput = {
  firmId: string;
  /** Dossiers of the cabinet in demo order, with their (first) client, title, opponent and fee kind. */
  cases: {
    id: string;
    clientId: string;
    reference: string;
    title?: string;
    opponent?: string;
    fee?: { kind: string };
  }[];
  /** Team uids (owner first). */
  team: readonly string[];
  /** ISO instant `offset` days from today at `hour`. */
  at: (offset: number, hour: number) => string;
  /** `YYYY-MM-DD` `offset` days from today. */
  localDay: (offset: number) => string;
  now: Date;
  put: (path: string, data: object) => void;
};

/** A demo file for the file store: path, bytes, content type. */
export type AccountingDemoFile = { path: string; bytes: Uint8Array<ArrayBuffer>; contentType: string };

type Recurring = {
  supplier: string;
  category: ExpenseCategory;
  htCents: number;
  /** VAT rate in per-mille (200 = 20 %, 100 = 10 %, 0 = none). */
  vatPerMille: number;
  method: Payment['method'];
  day: number;
  /** Months it occurs in (0 = January); every month when absent. */
  months?: number[];
};

const RECURRING: Recurring[] = [
  { supplier: 'Foncia Lyon', category: 'loyers', htCents: 95_000, vatPerMille: 200, method: 'prelevement', day: 5 },
  {
    supplier: 'Orange Business',
    category: 'fournitures',
    htCents: 6_583,
    vatPerMille: 200,
    method: 'prelevement',
    day: 12,
  },
  { supplier: 'Dalloz', category: 'fournitures', htCents: 20_000, vatPerMille: 200, method: 'carte', day: 3 },
  {
    supplier: 'EDF Entreprises',
    category: 'energie',
    htCents: 9_500,
    vatPerMille: 200,
    method: 'prelevement',
    day: 18,
  },
  {
    supplier: 'SNCF Voyageurs',
    category: 'deplacements',
    htCents: 10_182,
    vatPerMille: 100,
    method: 'carte',
    day: 21,
    months: [0, 2, 4, 6, 8, 10],
  },
  {
    supplier: 'Ordre des avocats de Lyon',
    category: 'cotisations',
    htCents: 95_000,
    vatPerMille: 0,
    method: 'virement',
    day: 15,
    months: [0],
  },
  {
    supplier: 'CNBF',
    category: 'chargesSocialesPersonnelles',
    htCents: 42_000,
    vatPerMille: 0,
    method: 'prelevement',
    day: 10,
    months: [1, 4, 7, 10],
  },
  {
    supplier: 'URSSAF Rhône-Alpes',
    category: 'chargesSocialesPersonnelles',
    htCents: 96_000,
    vatPerMille: 0,
    method: 'prelevement',
    day: 20,
    months: [0, 3, 6, 9],
  },
  {
    supplier: 'MMA Assurances (RCP)',
    category: 'assurances',
    htCents: 62_000,
    vatPerMille: 0,
    method: 'virement',
    day: 8,
    months: [2],
  },
  {
    supplier: 'Bureau Vallée',
    category: 'fournitures',
    htCents: 7_000,
    vatPerMille: 200,
    method: 'carte',
    day: 25,
    months: [1, 5, 8, 11],
  },
  {
    supplier: 'Brasserie Georges',
    category: 'reception',
    htCents: 8_200,
    vatPerMille: 100,
    method: 'carte',
    day: 14,
    months: [3, 9],
  },
  {
    supplier: 'Greffe du tribunal de commerce de Lyon',
    category: 'actesContentieux',
    htCents: 4_500,
    vatPerMille: 0,
    method: 'carte',
    day: 9,
    months: [2, 5, 8, 11],
  },
  {
    supplier: 'Service des impôts des entreprises',
    category: 'cet',
    htCents: 74_000,
    vatPerMille: 0,
    method: 'virement',
    day: 12,
    months: [11],
  },
];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The demo's receipts: which expenses carry one (by id), and the file each gets. */
function receiptFileFor(
  firmId: string,
  expenseId: string,
  index: number,
): { path: string; name: string; png: boolean } {
  const png = index % 2 === 1;
  const name = png ? `ticket-${expenseId}.png` : `facture-${expenseId}.pdf`;
  return { path: paths.firmFile(firmId, 'receipts', `${expenseId}-${name}`), name, png };
}

/** Stands for the dossier's adverse party in a CARPA step. */
const ADVERSE = 'adverse';

/** Expenses of the twelve months up to today, and the CARPA ledgers of three dossiers. */
export function buildAccountingDemo({ firmId, cases, team, at, localDay, now, put }: AccountingDemoInput): void {
  const today = dayOf(now);
  let n = 0;
  for (let back = 11; back >= 0; back -= 1) {
    const month = new Date(now.getFullYear(), now.getMonth() - back, 1);
    for (const item of RECURRING) {
      if (item.months && !item.months.includes(month.getMonth())) continue;
      const date = dayOf(new Date(month.getFullYear(), month.getMonth(), item.day));
      if (date > today) continue;
      n += 1;
      const id = `expense-${pad(n, 3)}`;
      const tvaCents = Math.round((item.htCents * item.vatPerMille) / 1000);
      const withReceipt = n <= 4;
      const receipt = withReceipt ? receiptFileFor(firmId, id, n - 1) : null;
      const createdAt = `${date}T17:00:00.000Z`;
      const expense: Expense = {
        date,
        supplier: item.supplier,
        category: item.category,
        reference: item.vatPerMille > 0 ? `F${month.getFullYear()}${pad(month.getMonth() + 1)}-${pad(n, 3)}` : '',
        htCents: item.htCents,
        tvaCents,
        ttcCents: item.htCents + tvaCents,
        method: item.method,
        receiptPath: receipt?.path ?? null,
        receiptName: receipt?.name ?? null,
        createdBy: team[n % team.length]!,
        createdAt,
      };
      put(paths.expense(firmId, id), expense);
    }
  }

  // ---- CARPA: three dossiers ----
  type Step = Pick<CarpaMovement, 'kind' | 'amountCents' | 'label' | 'counterparty'> & {
    offset: number;
    authorised?: boolean;
  };
  // Each on a dossier whose matter it belongs to (`fits` its title; the adverse party pays), else by index.
  const ledgers: { fits: RegExp; successFee?: boolean; caseIndex: number; steps: Step[] }[] = [
    {
      fits: /indemnisation|dégât des eaux|incendie/i,
      successFee: true,
      caseIndex: 1,
      steps: [
        {
          kind: 'depot',
          amountCents: 1_500_000,
          label: 'Indemnité transactionnelle versée par l’assureur adverse',
          counterparty: ADVERSE,
          offset: -75,
        },
        {
          kind: 'versement',
          amountCents: 1_200_000,
          label: 'Reversement de l’indemnité au client',
          counterparty: 'Client',
          offset: -60,
        },
        {
          kind: 'honoraires',
          amountCents: 240_000,
          label: 'Honoraires de résultat (convention du dossier)',
          counterparty: 'Cabinet Durand & Associés',
          offset: -58,
          authorised: true,
        },
      ],
    },
    {
      fits: /recouvrement|injonction de payer/i,
      caseIndex: 4,
      steps: [
        {
          kind: 'depot',
          amountCents: 800_000,
          label: 'Règlement de la condamnation par le débiteur',
          counterparty: ADVERSE,
          offset: -40,
        },
        {
          kind: 'versement',
          amountCents: 800_000,
          label: 'Reversement des fonds au client',
          counterparty: 'Client',
          offset: -12,
        },
      ],
    },
    {
      fits: /vices cachés|constructeur automobile/i,
      caseIndex: 7,
      steps: [
        {
          kind: 'depot',
          amountCents: 2_500_000,
          label: 'Dommages-intérêts versés en exécution du jugement',
          counterparty: ADVERSE,
          offset: -6,
        },
      ],
    },
  ];
  const taken = new Set<string>();
  for (const { fits, successFee, caseIndex, steps } of ledgers) {
    const c =
      cases.find(
        (dossier) =>
          !taken.has(dossier.id) && fits.test(dossier.title ?? '') && (!successFee || dossier.fee?.kind === 'resultat'),
      ) ?? cases[caseIndex % cases.length]!;
    taken.add(c.id);
    let balance = 0;
    const totals = { receivedCents: 0, paidOutCents: 0, feesCents: 0 };
    steps.forEach((step, i) => {
      balance += step.kind === 'depot' ? step.amountCents : -step.amountCents;
      if (step.kind === 'depot') totals.receivedCents += step.amountCents;
      else if (step.kind === 'versement') totals.paidOutCents += step.amountCents;
      else totals.feesCents += step.amountCents;
      const movement: CarpaMovement = {
        caseId: c.id,
        clientId: c.clientId,
        kind: step.kind,
        date: localDay(step.offset),
        amountCents: step.amountCents,
        label: step.label,
        counterparty: step.counterparty === ADVERSE ? (c.opponent ?? 'Partie adverse') : step.counterparty,
        authorisation: step.authorised
          ? {
              date: localDay(step.offset - 3),
              reference: `Lettre d’autorisation du client – dossier ${c.reference}`,
              documentPath: paths.firmFile(firmId, 'carpa', c.id, 'autorisation-honoraires.pdf'),
              documentName: 'autorisation-honoraires.pdf',
            }
          : null,
        sequence: i + 1,
        balanceAfterCents: balance,
        createdBy: team[0]!,
        createdAt: at(step.offset, 11),
      };
      put(paths.carpaMovement(firmId, `carpa-${c.id}-${pad(i + 1, 3)}`), movement);
    });
    const ledger: CarpaLedger = {
      caseId: c.id,
      balanceCents: balance,
      ...totals,
      movementCount: steps.length,
      updatedAt: at(steps.at(-1)!.offset, 11),
    };
    put(paths.carpaLedger(firmId, c.id), ledger);
  }
}

/** The bytes of the demo's receipts and of the CARPA authorisation (same paths as the documents). */
export function buildAccountingDemoFiles(documents: [string, unknown][]): AccountingDemoFile[] {
  const files: AccountingDemoFile[] = [];
  for (const [, data] of documents) {
    const record = data as Partial<Expense> & Partial<CarpaMovement>;
    if (typeof record.receiptPath === 'string' && record.supplier) {
      const png = record.receiptPath.endsWith('.png');
      files.push({
        path: record.receiptPath,
        contentType: png ? 'image/png' : 'application/pdf',
        bytes: png
          ? tinyPng()
          : simplePdf([
              `Facture ${record.reference ?? ''}`,
              `Fournisseur : ${record.supplier}`,
              `Date : ${record.date}`,
              `Total HT : ${euros(record.htCents ?? 0)}  TVA : ${euros(record.tvaCents ?? 0)}`,
              `Total TTC : ${euros(record.ttcCents ?? 0)}`,
            ]),
      });
    }
    const documentPath = record.authorisation?.documentPath;
    if (documentPath) {
      files.push({
        path: documentPath,
        contentType: 'application/pdf',
        bytes: simplePdf([
          'Autorisation de prelevement d honoraires sur fonds CARPA',
          `Date : ${record.authorisation?.date ?? ''}`,
          `Montant autorise : ${euros(record.amountCents ?? 0)}`,
          'Signature du client',
        ]),
      });
    }
  }
  return files;
}

// The app's amounts, with the euro spelled out: this PDF's Helvetica writes ASCII only.
const euros = (cents: number) => formatCentsForMessage(cents).replace('€', 'EUR');

/** A one-page PDF with a few lines of Helvetica (ASCII only: accents are dropped). */
export function simplePdf(lines: string[]): Uint8Array<ArrayBuffer> {
  const ascii = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[()\\]/g, (c) => `\\${c}`);
  const stream = `BT /F1 12 Tf 72 760 Td 16 TL ${lines.map((line) => `(${ascii(line)}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(body, (char) => char.charCodeAt(0));
}

/** A valid 8×8 grey PNG (the demo's photographed tickets). */
export function tinyPng(): Uint8Array<ArrayBuffer> {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAAAAADhZOFXAAAAE0lEQVR4nGOoOAGBDFC6goEsEQCgkygB9yslBAAAAABJRU5ErkJggg==';
  const binary = atob(base64);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
