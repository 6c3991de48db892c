/**
 * The journal of sensitive changes as the owner reads it (pure): who, when, what, on what, and the
 * changed fields before → after, in French; the URL filters (action, member, period) and the CSV.
 */
import { AUDIT_ACTIONS, auditActionLabel, PAYMENT_METHOD_LABELS } from 'shared-data';
import { formatAmount, formatDate, formatTime, isIsoDay, localIsoDay, toCsv } from 'shared-ui';

export type JournalEntry = {
  id: string;
  at: string;
  uid: string;
  action: string;
  target: string;
  details?: Record<string, unknown>;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
};

export type JournalChange = { field: string; label: string; before: string; after: string };

export type JournalRow = {
  id: string;
  at: string;
  /** `14 mars 2026 à 09:05` (fr-FR, 24 h, the browser's time zone). */
  when: string;
  /** For the CSV: `14/03/2026` and `09:05`. */
  day: string;
  time: string;
  uid: string;
  who: string;
  action: string;
  actionLabel: string;
  /** What the change is about: `Facture FA-2026-0012`, `Dossier 2026-0003`, `Membre : Julien Martin`… */
  on: string;
  changes: JournalChange[];
  /** Other facts worth reading (amounts, period, counts, file name), one French line. */
  details: string;
};

export type JournalFilters = { action: string; membre: string; du: string; au: string };
export const JOURNAL_DEFAULTS: JournalFilters = { action: 'toutes', membre: 'tous', du: '', au: '' };

/** French labels of the fields an entry records (changed fields and details). Unknown keys stay as they are. */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Nom',
  siret: 'SIRET',
  address: 'Adresse',
  addressRef: 'Lieu des rendez-vous au cabinet',
  offices: 'Autres bureaux',
  visioUrl: 'Lien de visioconférence',
  barreau: 'Barreau',
  legalName: 'Raison sociale',
  vatNumber: 'N° de TVA intracommunautaire',
  vatFranchise: 'Franchise en base de TVA',
  iban: 'IBAN',
  bic: 'BIC',
  numberingPrefix: 'Préfixe de numérotation',
  paymentTermsDays: 'Délai de paiement (jours)',
  mentions: 'Mentions légales',
  logoPath: 'Logo',
  platformUrl: 'Adresse de la plateforme agréée',
  tokenUrl: 'Adresse du jeton OAuth',
  clientId: 'Identifiant client',
  secretSetAt: 'Secret client enregistré',
  role: 'Rôle',
  status: 'Statut',
  number: 'Numéro',
  issueDate: 'Date d’émission',
  paidCents: 'Montant réglé',
  creditedCents: 'Montant crédité par avoir',
  totalTtcCents: 'Total TTC',
  amountCents: 'Montant',
  remainingCents: 'Reste dû',
  method: 'Mode de paiement',
  avoir: 'Avoir',
  mode: 'Avoir',
  reference: 'Référence',
  plan: 'Formule',
  email: 'Adresse e-mail',
  kind: 'Contenu',
  from: 'Du',
  to: 'Au',
  count: 'Nombre',
  fileName: 'Fichier',
  year: 'Exercice',
  entryCount: 'Écritures',
  lineCount: 'Lignes',
  fullName: 'Nom affiché',
  title: 'Titre',
  phone: 'Téléphone',
  practiceAreas: 'Domaines d’activité',
  specialties: 'Spécialisations',
  languages: 'Langues',
  bio: 'Présentation',
  postcode: 'Code postal',
  city: 'Ville',
  consultationTypes: 'Types de consultation',
  fees: 'Honoraires de consultation',
  published: 'Profil public',
  timezone: 'Fuseau horaire',
  weekly: 'Plages de la semaine',
  slotMinutes: 'Durée d’un créneau (min)',
  bufferMinutes: 'Battement entre rendez-vous (min)',
  minNoticeMinutes: 'Délai de prévenance (min)',
  horizonDays: 'Horizon de réservation (jours)',
  exceptions: 'Exceptions',
  fichiers: 'Fichiers',
  documentsSupprimes: 'Documents supprimés',
  facturesConservees: 'Factures conservées',
  paiementsConserves: 'Paiements conservés',
};

const VALUE_LABELS: Record<string, Record<string, string>> = {
  addressRef: { siege: 'Adresse du cabinet', facturation: 'Adresse de facturation', saisie: 'Adresse saisie' },
  role: { owner: 'Titulaire', member: 'Collaborateur' },
  status: {
    draft: 'Brouillon',
    issued: 'Émise',
    ouvert: 'Ouvert',
    'en attente': 'En attente',
    clos: 'Clos',
  },
  method: PAYMENT_METHOD_LABELS,
  mode: { total: 'total', partial: 'partiel' },
  kind: { factures: 'factures (CSV)', paiements: 'paiements (CSV)', pdf: 'PDF des factures (zip)' },
};

const WEEKDAYS = ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'];
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const EMPTY = '—';

/** `2026-03-14` → `14/03/2026` (a calendar day: no time zone shift). */
const dayText = (day: string): string => day.split('-').reverse().join('/');

/** `2026-03-14T08:05:00Z` → `14 mars 2026 à 09:05` (the browser's time zone, 24 h). */
export function formatWhen(at: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return `${formatDate(date)} à ${formatTime(date)}`;
}

/** A recorded value in French: amounts in euros, dates JJ/MM/AAAA, oui/non, known codes by their label. */
export function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (typeof value === 'number') return field.endsWith('Cents') ? formatAmount(value) : String(value);
  if (typeof value === 'string') {
    const known = VALUE_LABELS[field]?.[value];
    if (known) return known;
    if (isIsoDay(value)) return dayText(value);
    return ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))
      ? `${dayText(localIsoDay(value))} à ${formatTime(value)}`
      : value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return EMPTY;
    return value.map((item) => formatItem(item)).join(', ');
  }
  if (typeof value === 'object') return formatItem(value);
  return String(value);
}

/** One element of a list or a small object: a range `lun. 09:00–12:00`, a closed day, or its values. */
function formatItem(item: unknown): string {
  if (item === null || typeof item !== 'object') return formatValue('', item);
  const record = item as Record<string, unknown>;
  if (typeof record.day === 'number' && typeof record.start === 'string')
    return `${WEEKDAYS[record.day - 1] ?? record.day} ${record.start}–${String(record.end ?? '')}`;
  // An office of the cabinet: its name and address (its id says nothing to a reader).
  if (typeof record.address === 'string' && typeof record.id === 'string')
    return record.label ? `${String(record.label)} : ${record.address}` : record.address;
  if (typeof record.date === 'string' && 'closed' in record)
    return record.closed
      ? `${dayText(record.date)} fermé`
      : `${dayText(record.date)} ${String(record.start ?? '')}–${String(record.end ?? '')}`;
  return Object.entries(record)
    .filter(([, v]) => v !== '' && v !== null && v !== undefined)
    .map(([k, v]) => (typeof v === 'object' ? formatValue(k, v) : `${k} ${formatValue(k, v)}`))
    .join(' ');
}

export const fieldLabel = (field: string): string => FIELD_LABELS[field] ?? field;

/** The changed fields, before → after (union of both sides' keys, in the order written). */
export function changesOf(entry: Pick<JournalEntry, 'before' | 'after'>): JournalChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    label: fieldLabel(field),
    before: formatValue(field, before[field]),
    after: field in after ? formatValue(field, after[field]) : EMPTY,
  }));
}

/** Details worth a line: identifiers (`…Id`) and what already shows elsewhere are left out. */
export function detailsText(entry: Pick<JournalEntry, 'action' | 'details' | 'after'>): string {
  const details = entry.details ?? {};
  const shown = new Set(Object.keys(entry.after ?? {}));
  const skip = new Set(['name', 'number', 'reference']);
  if (entry.action.startsWith('invitation.')) skip.add('email');
  return Object.entries(details)
    .filter(([key, value]) => !key.endsWith('Id') && !skip.has(key) && !shown.has(key) && value !== undefined)
    .filter(([, value]) => value === null || typeof value !== 'object')
    .map(([key, value]) => `${fieldLabel(key)} : ${formatValue(key, value)}`)
    .join(' · ');
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** What the entry is about, in French, from its path and what it recorded (no extra reads). */
export function targetText(entry: JournalEntry, names: ReadonlyMap<string, string>): string {
  const details = entry.details ?? {};
  const segments = entry.target.split('/');
  const last = segments.at(-1) ?? '';
  const kind = segments.length >= 3 && segments[0] === 'firms' ? segments[2] : segments[0];
  if (entry.action.startsWith('export.')) return `Fichier ${str(details.fileName) || entry.target}`;
  if (entry.action.startsWith('invitation.')) return `Invitation de ${str(details.email) || 'un collaborateur'}`;
  switch (kind) {
    case 'invoices': {
      const number = str(details.number) || str(entry.after?.number);
      return number ? `Facture ${number}` : 'Facture';
    }
    case 'cases':
      return str(details.reference) ? `Dossier ${str(details.reference)}` : 'Dossier';
    case 'clients':
      return 'Client';
    case 'members':
      return `Membre : ${str(details.name) || names.get(last) || 'ancien membre'}`;
    case 'subscriptionRequests':
      return 'Abonnement du cabinet';
    case 'availability':
      return `Disponibilités de ${names.get(last) ?? 'un ancien membre'}`;
    case 'settings': {
      if (last === 'team') return 'Identité du cabinet';
      if (last === 'billing') return 'Paramètres de facturation';
      if (last === 'einvoicing') return 'Plateforme agréée (facturation électronique)';
      if (last.startsWith('profile-'))
        return `Profil de ${names.get(last.slice('profile-'.length)) ?? 'un ancien membre'}`;
      return 'Paramètres';
    }
    default:
      return entry.target;
  }
}

export function toJournalRow(entry: JournalEntry, names: ReadonlyMap<string, string>): JournalRow {
  return {
    id: entry.id,
    at: entry.at,
    when: formatWhen(entry.at),
    day: Number.isNaN(Date.parse(entry.at)) ? '' : dayText(localIsoDay(entry.at)),
    time: Number.isNaN(Date.parse(entry.at)) ? '' : formatTime(entry.at),
    uid: entry.uid,
    who: names.get(entry.uid) ?? 'Ancien membre',
    action: entry.action,
    actionLabel: auditActionLabel(entry.action),
    on: targetText(entry, names),
    changes: changesOf(entry),
    details: detailsText(entry),
  };
}

/** Filters read from the URL, checked against the allowed values (anything else → the default). */
export function sanitizeFilters(raw: JournalFilters): JournalFilters {
  const day = (value: string) => (isIsoDay(value) ? value : '');
  return {
    action: Object.hasOwn(AUDIT_ACTIONS, raw.action) ? raw.action : JOURNAL_DEFAULTS.action,
    // A former member's uid stays valid (their entries remain): any uid-like value is kept.
    membre: /^[\w-]{1,128}$/.test(raw.membre) ? raw.membre : JOURNAL_DEFAULTS.membre,
    du: day(raw.du),
    au: day(raw.au),
  };
}

/** The journal, newest first, narrowed by action, member and period (inclusive local days). */
export function journalRows(input: {
  entries: readonly JournalEntry[];
  names: ReadonlyMap<string, string>;
  filters: JournalFilters;
}): JournalRow[] {
  const { action, membre, du, au } = input.filters;
  return input.entries
    .filter((entry) => action === 'toutes' || entry.action === action)
    .filter((entry) => membre === 'tous' || entry.uid === membre)
    .filter((entry) => {
      if (!du && !au) return true;
      const day = localIsoDay(entry.at);
      return (!du || day >= du) && (!au || day <= au);
    })
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .map((entry) => toJournalRow(entry, input.names));
}

export const JOURNAL_CSV_COLUMNS = [
  'Date',
  'Heure',
  'Auteur',
  'Action',
  'Objet',
  'Modifications (avant → après)',
  'Détails',
] as const;

/** One changed field as a line of text: `Barreau : Lyon → Paris`. */
export const changeText = (change: JournalChange): string => `${change.label} : ${change.before} → ${change.after}`;

/** The CSV of the rows shown (French headers, `;`, BOM, formulas neutralised by shared-ui's writer). */
export function journalCsv(rows: readonly JournalRow[]): string {
  return toCsv(
    JOURNAL_CSV_COLUMNS,
    rows.map((row) => [
      row.day,
      row.time,
      row.who,
      row.actionLabel,
      row.on,
      row.changes.map(changeText).join(' ; '),
      row.details,
    ]),
  );
}

/** `journal-modifications-2026-03-14.csv` */
export const journalFileName = (today: string): string => `journal-modifications-${today}.csv`;

/** The action filter's options: every known action, by its French label. */
export const ACTION_OPTIONS = [
  { value: 'toutes', label: 'Toutes les actions' },
  ...Object.entries(AUDIT_ACTIONS)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'fr')),
];
