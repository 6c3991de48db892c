/**
 * The fields a model can use: filled from the cabinet, the dossier, its client and its fee
 * arrangement. Any other `{{name}}` in a template is a field the lawyer fills by hand.
 */
import type { Case, Client } from 'shared-data';
import { feeTerms, feeInputFromCase, type FeeInput } from './feeAgreement.ts';

export const KNOWN_FIELDS = {
  'cabinet.nom': 'Nom du cabinet',
  'cabinet.adresse': 'Adresse du cabinet',
  'cabinet.siret': 'SIRET du cabinet',
  'cabinet.barreau': 'Barreau',
  'cabinet.ville': 'Ville du cabinet (lieu de signature)',
  'avocat.nom': 'Avocat en charge du dossier',
  'client.nom': 'Nom du client',
  'client.adresse': 'Adresse du client',
  'client.email': 'E-mail du client',
  'dossier.reference': 'Référence du dossier',
  'dossier.titre': 'Intitulé du dossier',
  'dossier.juridiction': 'Juridiction',
  'dossier.rg': 'Numéro RG',
  'dossier.matiere': 'Matière',
  'dossier.adversaire': 'Partie adverse',
  'honoraires.conditions': 'Conditions d’honoraires',
  date: 'Date du document',
} as const;
export type KnownField = keyof typeof KNOWN_FIELDS;

export function isKnownField(name: string): name is KnownField {
  return Object.hasOwn(KNOWN_FIELDS, name);
}

/** Where the known fields come from; anything may be missing. */
export type ModelContext = {
  cabinet: { name: string; address: string; siret: string; barreau: string };
  lawyerName: string;
  client: Client | null;
  dossier: Case | null;
  /** `YYYY-MM-DD`. */
  today: string;
};

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** `2026-11-02` → "2 novembre 2026" ("1er" for the first). */
export function longFrenchDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (!year || !month || !day) return iso;
  return `${day === 1 ? '1er' : day} ${MONTHS[month - 1]} ${year}`;
}

function clientName(client: Client): string {
  return client.kind === 'physique'
    ? `${client.civilite} ${client.prenom} ${client.nom.toUpperCase()}`.replace(/\s+/g, ' ').trim()
    : [client.raisonSociale, client.forme].filter(Boolean).join(', ');
}

/** The town of a French address: what follows its postcode (« 69002 Lyon » → « Lyon », CEDEX dropped). */
export function townOf(address: string): string {
  const match = /\b\d{5}\s+([^,\n]+?)(?:\s+cedex\b.*)?\s*$/i.exec(address.trim());
  return match?.[1]?.trim() ?? '';
}

/** The known fields' values for a context: '' when the context lacks it (never invented). */
export function contextValues(ctx: ModelContext, fee?: FeeInput): Record<KnownField, string> {
  const { client, dossier } = ctx;
  const feeInput = fee ?? (dossier ? feeInputFromCase(dossier.fee) : null);
  const terms = feeInput ? feeTerms(feeInput) : null;
  return {
    'cabinet.nom': ctx.cabinet.name.trim(),
    'cabinet.adresse': ctx.cabinet.address.trim(),
    'cabinet.siret': ctx.cabinet.siret.trim(),
    'cabinet.barreau': ctx.cabinet.barreau.trim(),
    'cabinet.ville': townOf(ctx.cabinet.address),
    'avocat.nom': ctx.lawyerName.trim(),
    'client.nom': client ? clientName(client) : '',
    'client.adresse': client?.address.trim() ?? '',
    'client.email': client?.email.trim() ?? '',
    'dossier.reference': dossier?.reference ?? '',
    'dossier.titre': dossier?.title.trim() ?? '',
    'dossier.juridiction': dossier?.jurisdiction.trim() ?? '',
    'dossier.rg': dossier?.rgNumber.trim() ?? '',
    'dossier.matiere': dossier?.matter.trim() ?? '',
    'dossier.adversaire': dossier?.opposingParties.map((party) => party.name).join(', ') ?? '',
    'honoraires.conditions': terms?.ok ? terms.text : '',
    date: longFrenchDate(ctx.today),
  };
}
