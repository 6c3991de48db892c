/** A sample issued invoice (n fee lines, débours, provision) and demande de provision for tests and the bench. Pure. */
import type { ClientSnapshot, Invoice, InvoiceLine, IssuerSnapshot } from 'shared-data';
import { computeTotals } from 'shared-data/invoiceTotals';

export function sampleIssuer(): IssuerSnapshot {
  return {
    legalName: 'Cabinet Durand & Associés',
    address: '12 rue de la République, 69002 Lyon',
    siret: '81234567600017',
    vatNumber: 'FR19812345676',
    vatFranchise: false,
    iban: 'FR7630004000031234567890143',
    bic: 'BNPAFRPPLYO',
    mentions:
      'Pénalités de retard : trois fois le taux d’intérêt légal. Indemnité forfaitaire pour frais de recouvrement : 40 €.',
  };
}

export function sampleClient(): ClientSnapshot {
  return {
    name: 'Société Lambert Immobilier',
    kind: 'morale',
    address: '8 quai Saint-Antoine, 69002 Lyon',
    siren: '732829320',
    vatNumber: 'FR44732829320',
    email: 'contact@lambert.example',
  };
}

export function sampleInvoice(feeLines: number): Invoice {
  const lines: InvoiceLine[] = [
    ...Array.from({ length: feeLines }, (_, i) => ({
      kind: 'honoraires' as const,
      designation: `${String(i + 1).padStart(2, '0')}/03/2026 – Rédaction de conclusions, échanges avec le confrère`,
      quantity: 1.5,
      unitPriceCents: 20_000 + i * 333,
      vatRate: 20 as const,
      timeEntryIds: [`t${i}`],
    })),
    { kind: 'debours', designation: 'Frais de greffe', quantity: 1, unitPriceCents: 4_500, vatRate: 0 },
  ];
  return {
    kind: 'facture',
    number: 'FA-2026-0001',
    status: 'issued',
    clientId: 'client-1',
    caseId: 'case-1',
    lines,
    ...computeTotals(lines, 10_000),
    paidCents: 0,
    creditedCents: 0,
    lastPaymentDate: null,
    issueDate: '2026-03-31',
    dueDate: '2026-04-30',
    periodStart: '2026-03-01',
    periodEnd: '2026-03-30',
    paymentTerms: 'Paiement à 30 jours par virement.',
    vatExemptMention: null,
    creditFor: null,
    creditForNumber: null,
    issuerSnapshot: sampleIssuer(),
    clientSnapshot: sampleClient(),
    createdBy: 'demo-owner',
    issuedBy: 'demo-owner',
    createdAt: '2026-03-31T09:00:00.000Z',
    updatedAt: '2026-03-31T09:00:00.000Z',
  };
}

/** An issued demande de provision: 1 000,00 € HT of fees at 20 % and 50,00 € on débours. */
export function sampleProvision(): Invoice {
  const lines: InvoiceLine[] = [
    {
      kind: 'honoraires',
      designation: 'Provision sur frais et honoraires',
      quantity: 1,
      unitPriceCents: 100_000,
      vatRate: 20,
    },
    { kind: 'debours', designation: 'Provision sur débours', quantity: 1, unitPriceCents: 5_000, vatRate: 0 },
  ];
  return {
    ...sampleInvoice(0),
    kind: 'provision',
    number: 'DP-2026-0001',
    lines,
    ...computeTotals(lines),
    dueDate: '2026-04-15',
    periodStart: null,
    periodEnd: null,
    paymentTerms: 'Provision payable à réception, à déduire de la facture définitive.',
    deductedBy: null,
  };
}
