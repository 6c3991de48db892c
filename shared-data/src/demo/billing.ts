/**
 * Demo content of the Facturation area: the cabinet's billing identity (complete and valid:
 * SIRET Luhn key, VAT key matching the SIREN, IBAN mod 97), drafts and issued invoices numbered
 * without gaps in issue-date order (per year), payments (some partial), one total avoir and one
 * partial avoir; Cabinet Leroy bills under the VAT franchise. Totals come from the app's one
 * computation (../invoiceTotals.ts), as issuing seals them. States are derived from the dates
 * relative to the demo's "today", so they stay coherent whenever the demo is seeded.
 */
import { computeTotals } from '../invoiceTotals.ts';
import { paths } from '../paths.ts';
import type { DocData } from '../port.ts';
import { invoiceSearchTokens } from '../search.ts';
import type {
  BillingSettings,
  Client,
  ClientSnapshot,
  Invoice,
  InvoiceLine,
  IssuerSnapshot,
  Payment,
} from '../schemas.ts';
import { DEMO_FIRM_ADDRESS } from './directory.ts';

export type BillingDemoInput = {
  firmId: string;
  otherFirmId: string;
  ownerUid: string;
  otherOwnerUid: string;
  /** Dossiers of the cabinet in demo order. */
  cases: { id: string; reference: string; clientId: string; matter: string }[];
  otherCases: { id: string; clientId: string }[];
  siret: string;
  otherSiret: string;
  /** Documents written so far (to read the clients' identities). */
  docs: readonly (readonly [string, DocData])[];
  at: (offset: number, hour: number) => string;
  localDay: (offset: number) => string;
  put: (path: string, data: object) => void;
};

/** FR VAT key of a SIREN: (12 + 3 × (SIREN mod 97)) mod 97. */
const vatOf = (siren: string) => `FR${String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0')}${siren}`;
const pad = (n: number, width = 4) => String(n).padStart(width, '0');
const MENTIONS =
  'En cas de retard de paiement : pénalités au taux de trois fois le taux d’intérêt légal. Pour les clients professionnels, indemnité forfaitaire pour frais de recouvrement de 40 € (C. com. art. L441-10 et D441-5). Pas d’escompte pour paiement anticipé.';

type Plan = {
  /** Issue day offset from today (null: draft). */
  issue: number | null;
  hours: number;
  rate: number;
  debours?: number;
  provision?: number;
  /** Payments: [day offset after issue, share of the net (1 = all)]. */
  payments?: [number, number][];
  avoir?: 'total' | 'partial';
};

// Issue offsets ascending: numbers follow issue dates. Due after 30 days.
const PLANS: Plan[] = [
  { issue: -190, hours: 6, rate: 25_000, payments: [[12, 1]] },
  { issue: -160, hours: 3.5, rate: 20_000, debours: 4_500, payments: [[20, 1]] },
  { issue: -140, hours: 10, rate: 18_000, provision: 60_000, payments: [[25, 1]] },
  { issue: -120, hours: 4, rate: 25_000, avoir: 'total' },
  {
    issue: -100,
    hours: 8,
    rate: 20_000,
    payments: [
      [10, 0.5],
      [40, 0.5],
    ],
  },
  { issue: -80, hours: 5, rate: 22_000, debours: 3_500, payments: [[15, 1 / 3]] },
  { issue: -70, hours: 12, rate: 20_000, payments: [[20, 0.5]], avoir: 'partial' },
  { issue: -60, hours: 2.5, rate: 25_000 },
  { issue: -50, hours: 6, rate: 18_000, payments: [[20, 0.4]] },
  { issue: -45, hours: 3, rate: 20_000, debours: 8_900 },
  { issue: -20, hours: 7, rate: 22_000, provision: 50_000 },
  { issue: -12, hours: 4.5, rate: 20_000, payments: [[3, 0.5]] },
  { issue: -6, hours: 9, rate: 25_000, debours: 2_500 },
  { issue: -2, hours: 2, rate: 20_000, payments: [[1, 1]] },
  { issue: null, hours: 5, rate: 20_000 },
  { issue: null, hours: 1.5, rate: 25_000, debours: 3_500 },
  { issue: null, hours: 3, rate: 18_000, provision: 20_000 },
];
const METHODS: Payment['method'][] = ['virement', 'cheque', 'virement', 'carte', 'carpa'];

function clientSnapshot(docs: BillingDemoInput['docs'], firmId: string, clientId: string): ClientSnapshot {
  const client = docs.find(([path]) => path === paths.client(firmId, clientId))?.[1] as Client | undefined;
  return {
    name: client?.displayName ?? 'Client',
    kind: client?.kind ?? 'physique',
    address: client?.address ?? '',
    siren: client?.kind === 'morale' ? client.siren : null,
    vatNumber: client?.kind === 'morale' ? vatOf(client.siren) : null,
    email: client?.email ?? '',
  };
}

export function buildBillingDemo(input: BillingDemoInput): void {
  const { firmId, put, localDay, at } = input;
  const settings: BillingSettings = {
    legalName: 'Cabinet Durand & Associés',
    address: DEMO_FIRM_ADDRESS,
    siret: input.siret,
    vatNumber: vatOf(input.siret.slice(0, 9)),
    vatFranchise: false,
    iban: 'FR76 3000 4000 0312 3456 7890 143',
    bic: 'BNPAFRPPLYO',
    numberingPrefix: 'FA-',
    paymentTermsDays: 30,
    mentions: MENTIONS,
    logoPath: null,
  };
  put(paths.settings(firmId, 'billing'), settings);
  const issuer: IssuerSnapshot = {
    legalName: settings.legalName,
    address: settings.address,
    siret: settings.siret,
    vatNumber: settings.vatNumber,
    vatFranchise: false,
    iban: 'FR7630004000031234567890143',
    bic: settings.bic,
    mentions: settings.mentions,
  };
  const counters = new Map<number, { value: number; lastIssueDate: string }>();
  const nextNumber = (day: string) => {
    const year = Number(day.slice(0, 4));
    const value = (counters.get(year)?.value ?? 0) + 1;
    counters.set(year, { value, lastIssueDate: day });
    return `FA-${year}-${pad(value)}`;
  };
  let paymentIndex = 0;
  PLANS.forEach((plan, i) => {
    const c = input.cases[(i * 3 + 1) % input.cases.length]!;
    const id = `invoice-${pad(i + 1, 3)}`;
    const lines: InvoiceLine[] = [
      {
        kind: 'honoraires',
        designation: `Honoraires – ${c.matter.toLowerCase()} (dossier ${c.reference})`,
        quantity: plan.hours,
        unitPriceCents: plan.rate,
        vatRate: 20,
      },
      ...(plan.debours
        ? [
            {
              kind: 'debours' as const,
              designation: 'Frais de greffe et de signification',
              quantity: 1,
              unitPriceCents: plan.debours,
              vatRate: 0 as const,
            },
          ]
        : []),
    ];
    const amounts = computeTotals(lines, plan.provision ?? 0);
    const issueDate = plan.issue === null ? null : localDay(plan.issue);
    const number = issueDate ? nextNumber(issueDate) : null;
    const payments = (plan.payments ?? []).map(([after, share], k, all) => {
      const previous = all.slice(0, k).reduce((sum, [, s]) => sum + Math.round(amounts.netToPayCents * s), 0);
      const amount =
        k === all.length - 1 && share * all.length >= 1
          ? amounts.netToPayCents - previous
          : Math.round(amounts.netToPayCents * share);
      return { offset: Math.min((plan.issue ?? 0) + after, 0), amount };
    });
    const paidCents = payments.reduce((sum, p) => sum + p.amount, 0);
    const created = plan.issue ?? -3 - i;
    const clientName = clientSnapshot(input.docs, firmId, c.clientId).name;
    const invoice: Invoice = {
      kind: 'facture',
      number,
      status: issueDate ? 'issued' : 'draft',
      clientId: c.clientId,
      caseId: c.id,
      caseReference: c.reference,
      lines,
      ...amounts,
      paidCents,
      creditedCents: 0,
      lastPaymentDate: payments.length ? localDay(payments[payments.length - 1]!.offset) : null,
      issueDate,
      dueDate: localDay((plan.issue ?? 0) + 30),
      periodStart: localDay(created - 45),
      periodEnd: localDay(created - 1),
      paymentTerms: 'Paiement à 30 jours par virement.',
      vatExemptMention: null,
      creditFor: null,
      creditForNumber: null,
      issuerSnapshot: issueDate ? issuer : null,
      clientSnapshot: issueDate ? clientSnapshot(input.docs, firmId, c.clientId) : null,
      createdBy: input.ownerUid,
      issuedBy: issueDate ? input.ownerUid : null,
      createdAt: at(created - 1, 11),
      updatedAt: at(created, 11),
    };
    for (const [k, payment] of payments.entries()) {
      paymentIndex += 1;
      // Its VAT and débours shares are what recording it stores: added by withSettlements.
      const record: Omit<Payment, 'tvaCents' | 'deboursCents'> = {
        invoiceId: id,
        invoiceNumber: number ?? '',
        clientId: c.clientId,
        clientName: invoice.clientSnapshot?.name ?? '',
        caseId: c.id,
        date: localDay(payment.offset),
        amountCents: payment.amount,
        method: METHODS[(i + k) % METHODS.length]!,
        reference: `REG-${pad(paymentIndex)}`,
        createdBy: input.ownerUid,
        createdAt: at(payment.offset, 15),
      };
      put(paths.payment(firmId, `payment-${pad(paymentIndex, 3)}`), record);
    }
    if (plan.avoir && issueDate) {
      // The avoir is issued right after the invoice (same day), so numbers stay in date order.
      const partial = plan.avoir === 'partial';
      const avoirLines: InvoiceLine[] = partial
        ? [
            {
              kind: 'honoraires',
              designation: 'Geste commercial : réduction d’honoraires',
              quantity: 1,
              unitPriceCents: 20_000,
              vatRate: 20,
            },
          ]
        : lines.map((line) => ({ ...line, designation: `Annulation – ${line.designation}` }));
      const avoirAmounts = computeTotals(avoirLines, partial ? 0 : invoice.provisionCents);
      invoice.creditedCents = avoirAmounts.netToPayCents;
      const avoirNumber = nextNumber(issueDate);
      const avoir: Invoice = {
        ...invoice,
        kind: 'avoir',
        number: avoirNumber,
        lines: avoirLines,
        ...avoirAmounts,
        paidCents: 0,
        creditedCents: 0,
        lastPaymentDate: null,
        dueDate: issueDate,
        paymentTerms: `Avoir sur la facture ${number}.`,
        creditFor: id,
        creditForNumber: number,
      };
      avoir.searchTokens = invoiceSearchTokens(avoir, clientName);
      put(paths.invoice(firmId, `${id}-avoir`), avoir);
    }
    invoice.searchTokens = invoiceSearchTokens(invoice, clientName);
    put(paths.invoice(firmId, id), invoice);
  });
  for (const [year, counter] of counters)
    put(paths.counter(firmId, `invoices-${year}`), { value: counter.value, lastIssueDate: counter.lastIssueDate });

  // Cabinet Leroy: VAT franchise (art. 293 B du CGI), one issued invoice.
  const other = input.otherCases[0];
  const otherSettings: BillingSettings = {
    legalName: 'Cabinet Leroy',
    address: '5 place Bellecour, 69002 Lyon',
    siret: input.otherSiret,
    vatNumber: '',
    vatFranchise: true,
    iban: 'FR76 3000 4000 0312 3456 7890 143',
    bic: 'BNPAFRPPLYO',
    numberingPrefix: 'L-',
    paymentTermsDays: 15,
    mentions: MENTIONS,
    logoPath: null,
  };
  put(paths.settings(input.otherFirmId, 'billing'), otherSettings);
  if (!other) return;
  const otherLines: InvoiceLine[] = [
    { kind: 'honoraires', designation: 'Consultation juridique', quantity: 1, unitPriceCents: 15_000, vatRate: 0 },
  ];
  const issueDate = localDay(-10);
  const year = Number(issueDate.slice(0, 4));
  const leroy: Invoice = {
    kind: 'facture',
    number: `L-${year}-0001`,
    status: 'issued',
    clientId: other.clientId,
    caseId: other.id,
    caseReference:
      (input.docs.find(([path]) => path === paths.case(input.otherFirmId, other.id))?.[1] as { reference?: string })
        ?.reference ?? null,
    lines: otherLines,
    ...computeTotals(otherLines),
    paidCents: 0,
    creditedCents: 0,
    lastPaymentDate: null,
    issueDate,
    dueDate: localDay(5),
    periodStart: localDay(-20),
    periodEnd: localDay(-11),
    paymentTerms: 'Paiement à 15 jours.',
    vatExemptMention: 'TVA non applicable, art. 293 B du CGI',
    creditFor: null,
    creditForNumber: null,
    issuerSnapshot: {
      legalName: 'Cabinet Leroy',
      address: otherSettings.address,
      siret: input.otherSiret,
      vatNumber: '',
      vatFranchise: true,
      iban: 'FR7630004000031234567890143',
      bic: 'BNPAFRPPLYO',
      mentions: MENTIONS,
    },
    clientSnapshot: clientSnapshot(input.docs, input.otherFirmId, other.clientId),
    createdBy: input.otherOwnerUid,
    issuedBy: input.otherOwnerUid,
    createdAt: at(-11, 10),
    updatedAt: at(-10, 10),
  };
  leroy.searchTokens = invoiceSearchTokens(leroy, leroy.clientSnapshot!.name);
  put(paths.invoice(input.otherFirmId, 'leroy-invoice-001'), leroy);
  put(paths.counter(input.otherFirmId, `invoices-${year}`), { value: 1, lastIssueDate: issueDate });
}
