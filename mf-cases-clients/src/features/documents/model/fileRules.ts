import { ALLOWED_CONTENT_TYPES, ALLOWED_TYPES_LABEL, FILE_EXTENSIONS, MAX_FILE_BYTES } from 'shared-data/constants';
/** What may be uploaded to a dossier: the file store's one list of types and its size limit (shared-data). */
export { MAX_FILE_BYTES };

/** The `accept` attribute of the file picker. */
export const ACCEPT = Object.keys(FILE_EXTENSIONS)
  .map((extension) => `.${extension}`)
  .join(',');

/** The file's content type, from its declared type or else its extension. */
export function contentTypeOf(file: { name: string; type: string }): string | null {
  if (file.type && (ALLOWED_CONTENT_TYPES as readonly string[]).includes(file.type)) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return FILE_EXTENSIONS[extension] ?? null;
}

/** A French error for a file that may not be uploaded, or null when it may. */
export function fileError(file: { name: string; type: string; size: number }): string | null {
  if (file.size === 0) return `« ${file.name} » est vide.`;
  if (file.size > MAX_FILE_BYTES)
    return `« ${file.name} » dépasse la taille maximale de 25 Mo (${formatBytes(file.size)}).`;
  if (!contentTypeOf(file)) return `« ${file.name} » n’est pas d’un type accepté (${ALLOWED_TYPES_LABEL}).`;
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
