/**
 * What a receipt (justificatif) may be: a PDF or an image (JPEG, PNG, WebP), 25 Mo at most.
 * The declared type or the extension is checked here; the content's signature (magic bytes) is
 * checked by shared-data's `validateFileContent` before the upload.
 */
export const RECEIPT_MAX_BYTES = 25 * 1024 * 1024;

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The file picker's `accept`. */
export const RECEIPT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

export function receiptContentType(file: { name: string; type: string }): string | null {
  if (Object.values(TYPES).includes(file.type)) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPES[extension] ?? null;
}

function formatSize(bytes: number): string {
  return `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} Mo`;
}

/** A French reason why the file cannot be a receipt, or null. */
export function receiptError(file: { name: string; type: string; size: number }): string | null {
  if (file.size === 0) return `« ${file.name} » est vide.`;
  if (!receiptContentType(file))
    return `« ${file.name} » n’est pas accepté comme justificatif : choisissez un PDF ou une image (JPEG, PNG, WebP).`;
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
