/** File checks shared by both file stores (and mirrored by firebase/storage.rules). */
import { ALLOWED_CONTENT_TYPES, MAX_FILE_BYTES } from './constants.ts';
import { DATA_MESSAGES } from './errors.ts';
import { DataError } from './port.ts';

/** Throws a French DataError when the file is too large or of a type we do not accept. */
export function validateFile(size: number, contentType: string): void {
  if (size > MAX_FILE_BYTES) throw new DataError('file-too-large', DATA_MESSAGES.fileTooLarge);
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(ALLOWED_CONTENT_TYPES as readonly string[]).includes(type))
    throw new DataError('file-type-not-allowed', DATA_MESSAGES.fileType);
}

/** Blob → bytes, also where Blob#arrayBuffer is missing (older jsdom). */
export function blobBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** What a file's first bytes must be, by extension (magic numbers). */
type Signature = { label: string; matches: (bytes: Uint8Array) => boolean };

const startsWith =
  (...prefix: number[]) =>
  (bytes: Uint8Array): boolean =>
    prefix.every((byte, index) => bytes[index] === byte);
const ascii = (text: string): number[] => [...text].map((character) => character.charCodeAt(0));

const PDF = startsWith(...ascii('%PDF-'));
const PNG = startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = startsWith(0xff, 0xd8, 0xff);
const GIF = (bytes: Uint8Array) => startsWith(...ascii('GIF87a'))(bytes) || startsWith(...ascii('GIF89a'))(bytes);
const WEBP = (bytes: Uint8Array) =>
  startsWith(...ascii('RIFF'))(bytes) && ascii('WEBP').every((byte, index) => bytes[8 + index] === byte);
/** Office Open XML (docx, xlsx…) and OpenDocument (odt, ods…) files are ZIP archives. */
const ZIP = (bytes: Uint8Array) =>
  startsWith(0x50, 0x4b, 0x03, 0x04)(bytes) || startsWith(0x50, 0x4b, 0x05, 0x06)(bytes);
/** Older Word/Excel (doc, xls): OLE compound file. */
const OLE = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const RTF = startsWith(...ascii('{\\rtf'));
/** XML (a CII or UBL e-invoice): a markup start `<`, after an optional UTF-8 BOM and blanks. */
const XML = (bytes: Uint8Array) => {
  let index = startsWith(0xef, 0xbb, 0xbf)(bytes) ? 3 : 0;
  while ([0x20, 0x09, 0x0a, 0x0d].includes(bytes[index] ?? -1)) index += 1;
  return bytes[index] === 0x3c;
};

const SIGNATURES: Record<string, Signature> = {
  pdf: { label: 'PDF', matches: PDF },
  png: { label: 'PNG', matches: PNG },
  jpg: { label: 'JPEG', matches: JPEG },
  jpeg: { label: 'JPEG', matches: JPEG },
  gif: { label: 'GIF', matches: GIF },
  webp: { label: 'WebP', matches: WEBP },
  docx: { label: 'Word', matches: ZIP },
  xlsx: { label: 'Excel', matches: ZIP },
  pptx: { label: 'PowerPoint', matches: ZIP },
  odt: { label: 'OpenDocument', matches: ZIP },
  ods: { label: 'OpenDocument', matches: ZIP },
  odp: { label: 'OpenDocument', matches: ZIP },
  doc: { label: 'Word', matches: OLE },
  xls: { label: 'Excel', matches: OLE },
  rtf: { label: 'RTF', matches: RTF },
  xml: { label: 'XML', matches: XML },
};

/** Declared type → extension, when the name has none we know. */
const TYPE_EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/rtf': 'rtf',
  'application/xml': 'xml',
};

/** Programs: Windows (MZ), Linux (ELF), scripts (#!), macOS (Mach-O). Always refused. */
const EXECUTABLES = [
  startsWith(0x4d, 0x5a),
  startsWith(0x7f, 0x45, 0x4c, 0x46),
  startsWith(0x23, 0x21),
  startsWith(0xfe, 0xed, 0xfa, 0xce),
  startsWith(0xfe, 0xed, 0xfa, 0xcf),
  startsWith(0xcf, 0xfa, 0xed, 0xfe),
  startsWith(0xce, 0xfa, 0xed, 0xfe),
];

export const FILE_SIGNATURE_MESSAGES = {
  executable: (name: string) => `« ${name} » est un programme exécutable : ce type de fichier est refusé.`,
  mismatch: (name: string, label: string) =>
    `Le contenu de « ${name} » n’est pas celui d’un fichier ${label} : fichier refusé. Vérifiez le fichier et réessayez.`,
  unreadable: (name: string) => `Impossible de lire « ${name} ». Merci de réessayer.`,
} as const;

/**
 * Checks a file's signature (its first bytes), not only its name: a `.pdf` must start with
 * `%PDF-`, images and Office/OpenDocument files with their magic numbers; an executable is always
 * refused. Returns a French DataError, or null when the content matches. A file that cannot be read
 * is refused too (a failed check never counts as a pass).
 */
export async function validateFileContent(file: Blob & { name: string; type: string }): Promise<DataError | null> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await blobBytes(file.slice(0, 16)));
  } catch {
    return new DataError('unavailable', FILE_SIGNATURE_MESSAGES.unreadable(file.name));
  }
  if (EXECUTABLES.some((matches) => matches(bytes)))
    return new DataError('file-type-not-allowed', FILE_SIGNATURE_MESSAGES.executable(file.name));
  const extension = file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '';
  const type = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  const signature = SIGNATURES[extension] ?? SIGNATURES[TYPE_EXTENSIONS[type] ?? ''];
  if (signature && !signature.matches(bytes))
    return new DataError('file-type-not-allowed', FILE_SIGNATURE_MESSAGES.mismatch(file.name, signature.label));
  return null;
}
