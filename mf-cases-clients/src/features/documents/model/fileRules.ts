/** What may be uploaded to a dossier: 25 Mo at most, office documents, PDFs and images. */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;

export const ALLOWED_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'message/rfc822': 'eml',
};

const EXTENSION_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  txt: 'text/plain',
  csv: 'text/csv',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  eml: 'message/rfc822',
};

/** The `accept` attribute of the file picker. */
export const ACCEPT = Object.keys(EXTENSION_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

/** The file's content type, from its declared type or else its extension. */
export function contentTypeOf(file: { name: string; type: string }): string | null {
  if (file.type && ALLOWED_TYPES[file.type]) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? null;
}

/** A French error for a file that may not be uploaded, or null when it may. */
export function fileError(file: { name: string; type: string; size: number }): string | null {
  if (file.size === 0) return `« ${file.name} » est vide.`;
  if (file.size > MAX_FILE_BYTES)
    return `« ${file.name} » dépasse la taille maximale de 25 Mo (${formatBytes(file.size)}).`;
  if (!contentTypeOf(file))
    return `« ${file.name} » n’est pas d’un type accepté (PDF, Word, Excel, OpenDocument, texte, CSV, JPEG, PNG ou e-mail).`;
  return null;
}

/** 1536 → "1,5 Ko" */
export function formatBytes(bytes: number): string {
  const format = (value: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024)} Ko`;
  return `${format(bytes / (1024 * 1024))} Mo`;
}

/** A document already there with the same name and size (the same file added twice), or null. */
export function sameFile<T extends { name: string; size: number }>(
  file: { name: string; size: number },
  existing: readonly T[],
): T | null {
  return existing.find((item) => item.name === file.name && item.size === file.size) ?? null;
}
