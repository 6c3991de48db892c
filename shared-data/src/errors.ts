/** French messages of the port's errors, shared by both adapters. */
import { DataError, type DataErrorCode } from './port.ts';

export const DATA_MESSAGES = {
  otherFirm: 'Accès refusé : ces données appartiennent à un autre cabinet.',
  signedOut: 'Accès refusé : connectez-vous pour accéder à ces données.',
  ownerOnly: 'Accès refusé : action réservée au titulaire du compte.',
  denied: 'Accès refusé : vous n’avez pas les droits nécessaires pour cette opération.',
  notFound: 'Document introuvable : il a peut-être été supprimé.',
  invalidPath: 'Chemin de données invalide.',
  aborted: 'L’opération n’a pas pu aboutir (modification concurrente). Merci de réessayer.',
  unavailable: 'Service de données indisponible. Vérifiez votre connexion et réessayez.',
  readAfterWrite: 'Dans une transaction, toutes les lectures doivent précéder les écritures.',
  fileTooLarge: 'Fichier trop volumineux (25 Mo maximum).',
  fileType: 'Type de fichier non autorisé (PDF, images, Word, OpenDocument, texte…).',
  fileNotFound: 'Fichier introuvable.',
  generic: 'Une erreur est survenue. Merci de réessayer.',
  carpaMovement:
    'Mouvement CARPA refusé : un prélèvement d’honoraires exige l’autorisation écrite du client (date, et référence ou document), et le compte CARPA du dossier doit être mis à jour dans la même opération.',
  carpaLedger:
    'Mouvement CARPA refusé : le solde CARPA du dossier ne peut pas devenir négatif, et il ne change que par un mouvement enregistré.',
  issuedInvoice:
    'Une facture émise ne peut plus être modifiée ni supprimée (seuls ses règlements sont enregistrés) : établissez un avoir.',
} as const;

const MESSAGE_BY_CODE: Record<DataErrorCode, string> = {
  'permission-denied': DATA_MESSAGES.denied,
  'not-found': DATA_MESSAGES.notFound,
  'invalid-argument': DATA_MESSAGES.generic,
  aborted: DATA_MESSAGES.aborted,
  unavailable: DATA_MESSAGES.unavailable,
  'file-too-large': DATA_MESSAGES.fileTooLarge,
  'file-type-not-allowed': DATA_MESSAGES.fileType,
  unauthenticated: DATA_MESSAGES.signedOut,
};

/** Any thrown value → DataError (Firebase codes like `permission-denied` or `storage/unauthorized` map over). */
export function toDataError(error: unknown): DataError {
  if (error instanceof DataError) return error;
  // Dexie wraps errors thrown inside its transactions (and renames ours: `DataError` is also an IDB error name).
  const inner =
    typeof error === 'object' && error && 'inner' in error ? (error as { inner: unknown }).inner : undefined;
  if (inner instanceof DataError) return inner;
  const raw = typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';
  const code = raw.replace(/^(firestore|storage)\//, '');
  const mapped: Record<string, DataErrorCode> = {
    'permission-denied': 'permission-denied',
    unauthorized: 'permission-denied',
    unauthenticated: 'unauthenticated',
    'not-found': 'not-found',
    'object-not-found': 'not-found',
    'invalid-argument': 'invalid-argument',
    aborted: 'aborted',
    'failed-precondition': 'invalid-argument',
    unavailable: 'unavailable',
    'retry-limit-exceeded': 'unavailable',
    'quota-exceeded': 'unavailable',
    canceled: 'aborted',
  };
  const dataCode = mapped[code];
  if (dataCode) return new DataError(dataCode, MESSAGE_BY_CODE[dataCode]);
  // Unknown failure: a generic French message; the original stays attached for the console.
  return Object.assign(new DataError('unavailable', DATA_MESSAGES.generic), { cause: error });
}

export function messageOf(error: unknown): string {
  return toDataError(error).message;
}
