/** French messages of the port's errors, shared by both adapters. */
import { DataError, type DataErrorCode } from './port.ts';

/** The French message of each data error code, shown in the areas' error states and toasts. */
export const DATA_MESSAGES = {
  otherFirm: 'Accès refusé : ces données appartiennent à un autre cabinet.',
  signedOut: 'Accès refusé : connectez-vous pour accéder à ces données.',
  ownerOnly: 'Accès refusé : action réservée au titulaire du compte.',
  denied: 'Accès refusé : vous n’avez pas les droits nécessaires pour cette opération.',
  notFound: 'Document introuvable : il a peut-être été supprimé.',
  invalidPath: 'Chemin de données invalide.',
  aborted: 'L’opération n’a pas pu aboutir (modification concurrente). Merci de réessayer.',
  unavailable: 'Service de données indisponible. Vérifiez votre connexion et réessayez.',
  offline:
    'Connexion perdue : rien n’a été enregistré. Vos saisies sont conservées ; réessayez une fois la connexion revenue.',
  quota:
    'Espace de stockage du navigateur saturé : rien n’a été enregistré. Vos saisies sont conservées ; libérez de l’espace (fichiers téléchargés, données d’autres sites) puis réessayez.',
  localDbOpen:
    'La base locale n’a pas pu être ouverte (navigation privée, stockage désactivé ou base fermée par un autre onglet) : rien n’a été enregistré. Rechargez la page puis réessayez.',
  localDbFailed:
    'La base locale a interrompu l’opération : rien n’a été enregistré. Vos saisies sont conservées ; réessayez, et rechargez la page si le problème persiste.',
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
  paymentReversal:
    'Paiement refusé : un règlement ne se modifie ni ne se supprime ; une erreur se corrige par une contre-passation, une seule fois, avec son motif.',
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

/** The browser says it has no network (`navigator.onLine === false`): a save must be refused, not queued. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Refuses a write while offline (the local adapter stands in for a server that cannot be reached). */
export function assertOnline(): void {
  if (isOffline()) throw new DataError('unavailable', DATA_MESSAGES.offline);
}

/** A save that may succeed when tried again (offline, storage, a passing failure): forms offer "Réessayer". */
export function isRetryable(error: unknown): boolean {
  return toDataError(error).code === 'unavailable';
}

const QUOTA_NAMES = new Set(['QuotaExceededError']);
const OPEN_NAMES = new Set(['VersionError', 'InvalidStateError', 'SecurityError', 'NotFoundError']);
const IDB_NAMES = new Set([
  'AbortError',
  'UnknownError',
  'TransactionInactiveError',
  'TimeoutError',
  'ConstraintError',
  'ReadOnlyError',
  'DataCloneError',
]);

/** IndexedDB failures by name (the error, then its cause): quota first, as an abort often wraps it. */
function storageMessage(error: unknown): string | null {
  const names: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current; depth += 1) {
    const name = (current as { name?: unknown }).name;
    if (typeof name === 'string') names.push(name);
    const code = (current as { code?: unknown }).code;
    if (code === 22 || code === 1014) names.push('QuotaExceededError');
    current = (current as { cause?: unknown }).cause;
  }
  if (names.some((name) => QUOTA_NAMES.has(name))) return DATA_MESSAGES.quota;
  if (names.some((name) => OPEN_NAMES.has(name))) return DATA_MESSAGES.localDbOpen;
  if (names.some((name) => IDB_NAMES.has(name))) return DATA_MESSAGES.localDbFailed;
  return null;
}

/** Any thrown value → DataError (Firebase codes like `permission-denied` or `storage/unauthorized` map over). */
export function toDataError(error: unknown): DataError {
  if (error instanceof DataError) return error;
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
  if (code === 'quota-exceeded' || code === 'resource-exhausted')
    return Object.assign(new DataError('unavailable', DATA_MESSAGES.quota), { cause: error });
  // Firestore offline ("client is offline", a transaction without network): the offline message.
  if (dataCode === 'unavailable' && (isOffline() || /offline/i.test(String((error as { message?: unknown }).message))))
    return Object.assign(new DataError('unavailable', DATA_MESSAGES.offline), { cause: error });
  if (dataCode) return new DataError(dataCode, MESSAGE_BY_CODE[dataCode]);
  const storage = storageMessage(error);
  if (storage) return Object.assign(new DataError('unavailable', storage), { cause: error });
  // Unknown failure: a generic French message; the original stays attached for the console.
  return Object.assign(new DataError('unavailable', DATA_MESSAGES.generic), { cause: error });
}

/** The French message to show for any error a data call threw. */
export function messageOf(error: unknown): string {
  return toDataError(error).message;
}
