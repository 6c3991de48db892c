/**
 * What the directory of the plateformes agréées says of a business client, in French (pure, no
 * zod). Since 1 September 2026 every business must be able to receive electronic invoices: one
 * known without a reception address has not registered its platform yet.
 */
import type { DirectoryLookup } from 'shared-data';

export type DirectoryTone = 'success' | 'warning' | 'danger' | 'info';

export const DIRECTORY_TEXTS = {
  pending: 'Vérification dans l’annuaire en cours…',
  joignable: 'Peut recevoir des factures électroniques',
  nonJoignable:
    'Aucune adresse de réception dans l’annuaire : ce client n’a pas encore déclaré de plateforme agréée, alors que toute entreprise doit pouvoir recevoir ses factures électroniques depuis le 1er septembre 2026. Demandez-lui quelle plateforme il a choisie.',
  inconnu: 'Entreprise inconnue de l’annuaire — vérifiez le SIREN',
  erreur: 'Annuaire injoignable',
} as const;

/** The sentence and its tone for a lookup, or for none yet (the server side has not answered). */
export function directoryStatus(lookup: Pick<DirectoryLookup, 'status' | 'electronicAddress' | 'message'> | null): {
  tone: DirectoryTone;
  text: string;
} {
  if (!lookup) return { tone: 'info', text: DIRECTORY_TEXTS.pending };
  switch (lookup.status) {
    case 'joignable':
      return {
        tone: 'success',
        text: lookup.electronicAddress
          ? `${DIRECTORY_TEXTS.joignable} — adresse ${lookup.electronicAddress}`
          : DIRECTORY_TEXTS.joignable,
      };
    case 'nonJoignable':
      return { tone: 'warning', text: DIRECTORY_TEXTS.nonJoignable };
    case 'inconnu':
      return { tone: 'danger', text: DIRECTORY_TEXTS.inconnu };
    case 'erreur':
      return {
        tone: 'warning',
        text: lookup.message ? `${DIRECTORY_TEXTS.erreur} : ${lookup.message}` : `${DIRECTORY_TEXTS.erreur}.`,
      };
  }
}
