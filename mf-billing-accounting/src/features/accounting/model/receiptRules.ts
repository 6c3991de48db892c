/**
 * What a receipt (justificatif) may be: a PDF, an image (JPEG, PNG, WebP) or an e-invoice's XML
 * (CII, UBL: the supplier's original when it sent no PDF), 25 Mo at most.
 * The declared type or the extension is checked here; the content's signature (magic bytes) is
 * checked by shared-data's `validateFileContent` before the upload.
 */
export const RECEIPT_MAX_BYTES = 25 * 1024 * 1024;

/** Extension → the type the receipt is stored with. */
const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  xml: 'application/xml',
};
/** Declared type → the type the receipt is stored with. */
const DECLARED_TYPES: Record<string, string> = {
  'application/pdf': 'application/pdf',
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
  'application/xml': 'application/xml',
  'text/xml': 'application/xml',
};

/** The file picker's `accept`. */
export const RECEIPT_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.webp,.xml,application/pdf,image/jpeg,image/png,image/webp,application/xml,text/xml';

/** The content type the receipt is stored with, or null when it cannot be a receipt. */
export function receiptContentType(file: { name: string; type: string }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return DECLARED_TYPES[file.type] ?? TYPES[extension] ?? null;
}

function formatSize(bytes: number): string {
  return `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} Mo`;
}

/** A French reason why the file cannot be a receipt, or null. */
export function receiptError(file: { name: string; type: string; size: number }): string | null {
  if (file.size === 0) return `« ${file.name} » est vide.`;
  if (!receiptContentType(file))
    return `« ${file.name} » n’est pas accepté comme justificatif : choisissez un PDF, une image (JPEG, PNG, WebP) ou le XML d’une facture électronique.`;
  if (file.size > RECEIPT_MAX_BYTES)
    return `« ${file.name} » est trop volumineux (${formatSize(file.size)}) : 25 Mo maximum.`;
  return null;
}

/** A storage-safe file name (accents and odd characters replaced, extension kept). */
export function safeReceiptName(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-+/g, '-');
  return plain.replace(/^[-.]+/, '').slice(-100) || 'justificatif';
}
