/**
 * RGPD export of a client (pure): the JSON of everything the cabinet holds about the client, the
 * readable CSV files (French headers, `;`, UTF-8 with BOM, for a spreadsheet) and the LISEZMOI.
 * The hook gathers the records and the files' bytes, then zips what this builds.
 */
import type {
  CalendarEvent,
  CarpaMovement,
  Case,
  CaseDocument,
  Client,
  Deadline,
  Invoice,
  Payment,
  ResearchFile,
  TimeEntry,
  WithId,
} from 'shared-data';
import { csvAmount, toCsv as csvOf } from 'shared-ui';

export type ClientExportData = {
  client: WithId<Client>;
  cases: WithId<Case>[];
  documents: WithId<CaseDocument>[];
  timeEntries: WithId<TimeEntry>[];
  invoices: WithId<Invoice>[];
  payments: WithId<Payment>[];
  events: WithId<CalendarEvent>[];
  deadlines: WithId<Deadline>[];
  researchFiles: WithId<ResearchFile>[];
  carpaMovements: WithId<CarpaMovement>[];
};

/** Each kind of record, with its French name (JSON key, CSV file, LISEZMOI). */
export const EXPORT_KINDS = {
  cases: 'dossiers',
  documents: 'documents',
  timeEntries: 'tempsPasses',
  invoices: 'factures',
  payments: 'paiements',
  events: 'evenements',
  deadlines: 'delais',
  researchFiles: 'recherches',
  carpaMovements: 'carpa',
} as const satisfies Record<Exclude<keyof ClientExportData, 'client'>, string>;

/** How many records of each kind the archive holds (also the audit entry's details). */
export function exportCounts(data: ClientExportData): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [kind, name] of Object.entries(EXPORT_KINDS))
    counts[name] = data[kind as keyof typeof EXPORT_KINDS].length;
  return counts;
}

/** Where a document's bytes go in the archive: `documents/{id}-{name}` (the id keeps names apart). */
export function archivePath(document: WithId<CaseDocument>): string {
  const name = document.name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').slice(0, 120) || 'document';
  return `documents/${document.id}-${name}`;
}

/** The JSON file: every record as stored, grouped by kind, plus where each document's file is. */
/** The search index a record carries (word beginnings, a sort key): made from its data, not data of the client's. */
function withoutSearchIndex<T extends object>(record: T): T {
  const { searchTokens: _tokens, partyTokens: _parties, sortName: _sort, ...rest } = record as Record<string, unknown>;
  return rest as T;
}

export function buildExportJson(
  data: ClientExportData,
  { exportedAt, firmName }: { exportedAt: string; firmName: string },
): Record<string, unknown> {
  return {
    format: 'pretoire-export-client/1',
    exporteLe: exportedAt,
    cabinet: firmName,
    client: withoutSearchIndex(data.client),
    dossiers: data.cases.map(withoutSearchIndex),
    documents: data.documents.map((document) => ({ ...document, fichier: archivePath(document) })),
    tempsPasses: data.timeEntries,
    factures: data.invoices,
    paiements: data.payments,
    evenements: data.events,
    delais: data.deadlines,
    recherches: data.researchFiles,
    carpa: data.carpaMovements,
  };
}

type Cell = string | number | boolean | null | undefined;

const cellText = (value: Cell): string =>
  value === null || value === undefined ? '' : typeof value === 'boolean' ? (value ? 'oui' : 'non') : String(value);

/** One CSV file of the export, by the app's one CSV rule (shared-ui: `;`, BOM, CRLF, formulas neutralised). */
export function toCsv(headers: readonly string[], rows: readonly Cell[][]): string {
  return csvOf(
    headers,
    rows.map((row) => row.map(cellText)),
  );
}

const refOf = (cases: readonly WithId<Case>[], caseId: string | null | undefined) =>
  cases.find((item) => item.id === caseId)?.reference ?? '';

/** The readable CSV files of the archive, by file name. */
export function buildExportCsv(data: ClientExportData): Record<string, string> {
  const { client, cases } = data;
  const physique = client.kind === 'physique';
  return {
    'client.csv': toCsv(
      [
        'Type',
        'Civilité',
        'Nom',
        'Prénom',
        'Raison sociale',
        'SIREN',
        'Forme juridique',
        'Email',
        'Téléphone',
        'Adresse',
        'Notes',
        'Archivé',
        'Anonymisé le',
        'Client depuis le',
      ],
      [
        [
          physique ? 'Personne physique' : 'Personne morale',
          physique ? client.civilite : '',
          physique ? client.nom : '',
          physique ? client.prenom : '',
          physique ? '' : client.raisonSociale,
          physique ? '' : client.siren,
          physique ? '' : client.forme,
          client.email,
          client.phone,
          client.address,
          client.notes,
          client.archived,
          client.anonymisedAt ?? '',
          client.createdAt.slice(0, 10),
        ],
      ],
    ),
    'dossiers.csv': toCsv(
      [
        'Référence',
        'Intitulé',
        'Statut',
        'Matière',
        'Juridiction',
        'Numéro RG',
        'Parties adverses',
        'Ouvert le',
        'Clos le',
        'Notes',
      ],
      cases.map((item) => [
        item.reference,
        item.title,
        item.status,
        item.matter,
        item.jurisdiction,
        item.rgNumber,
        item.opposingParties.map((party) => party.name).join(', '),
        item.openedAt,
        item.closedAt,
        item.notes,
      ]),
    ),
    'documents.csv': toCsv(
      ['Nom', 'Dossier', 'Type', 'Taille (octets)', 'Déposé le', 'Fichier dans l’archive'],
      data.documents.map((document) => [
        document.name,
        refOf(cases, document.caseId),
        document.contentType,
        document.size,
        document.uploadedAt.slice(0, 10),
        archivePath(document),
      ]),
    ),
    'temps.csv': toCsv(
      ['Date', 'Dossier', 'Durée (min)', 'Description', 'Taux horaire HT (€)', 'Facturé'],
      data.timeEntries.map((entry) => [
        entry.date,
        refOf(cases, entry.caseId),
        entry.minutes,
        entry.description,
        csvAmount(entry.rateCents),
        entry.billed,
      ]),
    ),
    'factures.csv': toCsv(
      [
        'Numéro',
        'Type',
        'Statut',
        'Dossier',
        'Émise le',
        'Échéance',
        'Total HT (€)',
        'TVA (€)',
        'Total TTC (€)',
        'Payé (€)',
      ],
      data.invoices.map((invoice) => [
        invoice.number ?? 'brouillon',
        invoice.kind,
        invoice.status === 'draft' ? 'brouillon' : 'émise',
        refOf(cases, invoice.caseId),
        invoice.issueDate,
        invoice.dueDate,
        csvAmount(invoice.totalHtCents),
        csvAmount(invoice.totalTvaCents),
        csvAmount(invoice.totalTtcCents),
        csvAmount(invoice.paidCents),
      ]),
    ),
    'paiements.csv': toCsv(
      ['Date', 'Facture', 'Montant (€)', 'Mode', 'Référence'],
      data.payments.map((payment) => [
        payment.date,
        payment.invoiceNumber,
        csvAmount(payment.amountCents),
        payment.method,
        payment.reference,
      ]),
    ),
    'agenda.csv': toCsv(
      ['Type', 'Intitulé', 'Début', 'Fin', 'Dossier', 'Lieu', 'Statut'],
      [
        ...data.events.map((event) => [
          event.kind,
          event.title,
          event.start,
          event.end,
          refOf(cases, event.caseId),
          event.location,
          event.status,
        ]),
        ...data.deadlines.map((deadline) => [
          'délai',
          deadline.title,
          deadline.dueDate,
          deadline.dueDate,
          refOf(cases, deadline.caseId),
          '',
          deadline.done ? 'fait' : 'à faire',
        ]),
      ],
    ),
    'recherches.csv': toCsv(
      ['Question', 'Dossier', 'Statut', 'Étiquettes', 'Note'],
      data.researchFiles.map((file) => [
        file.question,
        refOf(cases, file.caseId),
        file.status,
        file.tags.join(', '),
        file.note,
      ]),
    ),
    'carpa.csv': toCsv(
      ['Date', 'Dossier', 'Mouvement', 'Libellé', 'Montant (€)', 'Solde après (€)'],
      data.carpaMovements.map((movement) => [
        movement.date,
        refOf(cases, movement.caseId),
        movement.kind,
        movement.label,
        csvAmount(movement.amountCents),
        csvAmount(movement.balanceAfterCents),
      ]),
    ),
  };
}

/** The short French notice at the root of the archive. */
export function readme({
  clientName,
  firmName,
  exportedAt,
  counts,
}: {
  clientName: string;
  firmName: string;
  exportedAt: string;
  counts: Record<string, number>;
}): string {
  const count = (name: string) => counts[name] ?? 0;
  return [
    `Données de ${clientName} détenues par ${firmName}`,
    `Export du ${exportedAt.slice(0, 10)} (droit d’accès et à la portabilité, RGPD art. 15 et 20).`,
    '',
    'Contenu de l’archive :',
    '- client.json : toutes les données, telles qu’enregistrées (fiche du client, dossiers et parties, liste des',
    '  documents, temps passés, factures, paiements, audiences et rendez-vous, délais, recherches, CARPA).',
    '- client.csv : la fiche du client, lisible dans un tableur (séparateur « ; », UTF-8).',
    `- dossiers.csv (${count('dossiers')}), documents.csv (${count('documents')}), temps.csv (${count('tempsPasses')}),`,
    `  factures.csv (${count('factures')}), paiements.csv (${count('paiements')}),` +
      ` agenda.csv (${count('evenements') + count('delais')}),`,
    `  recherches.csv (${count('recherches')}), carpa.csv (${count('carpa')}) : les mêmes données, une ligne par élément.`,
    '- documents/ : les fichiers eux-mêmes, à l’identique.',
    '',
    'Les montants sont en euros ; les dates au format année-mois-jour.',
    'Ces données sont couvertes par le secret professionnel : conservez cette archive en lieu sûr.',
    '',
  ].join('\r\n');
}

/** `donnees-client-durand-claire-2026-11-23.zip`. */
export function exportFileName(clientName: string, date: string): string {
  const slug = clientName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `donnees-client-${slug || 'client'}-${date}.zip`;
}
