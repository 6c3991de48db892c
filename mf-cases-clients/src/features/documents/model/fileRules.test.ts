import { ALLOWED_CONTENT_TYPES, FILE_EXTENSIONS } from 'shared-data/constants';
import { sameFile, contentTypeOf, fileError, formatBytes, MAX_FILE_BYTES } from './fileRules.ts';

describe('file rules', () => {
  it('accepts a PDF under 25 Mo', () => {
    expect(fileError({ name: 'assignation.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(fileError({ name: 'x.pdf', type: 'application/pdf', size: MAX_FILE_BYTES })).toBeNull();
  });
  it('refuses a file over 25 Mo in French', () => {
    expect(fileError({ name: 'gros.pdf', type: 'application/pdf', size: MAX_FILE_BYTES + 1 })).toBe(
      '« gros.pdf » dépasse la taille maximale de 25 Mo (25 Mo).',
    );
  });
  it('refuses an unknown type and an empty file', () => {
    expect(fileError({ name: 'virus.exe', type: 'application/x-msdownload', size: 10 })).toMatch(
      /n’est pas d’un type accepté/,
    );
    expect(fileError({ name: 'vide.pdf', type: 'application/pdf', size: 0 })).toBe('« vide.pdf » est vide.');
  });
  it('falls back on the extension', () => {
    expect(contentTypeOf({ name: 'Conclusions.DOCX', type: '' })).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(contentTypeOf({ name: 'x.bin', type: '' })).toBeNull();
  });
  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 o');
    expect(formatBytes(1536)).toBe('1,5 Ko');
  });
});

describe('sameFile', () => {
  it('finds the same name and size already there', () => {
    const existing = [{ name: 'assignation.pdf', size: 1200, id: 'd1' }];
    expect(sameFile({ name: 'assignation.pdf', size: 1200 }, existing)?.id).toBe('d1');
    expect(sameFile({ name: 'assignation.pdf', size: 1300 }, existing)).toBeNull();
    expect(sameFile({ name: 'conclusions.pdf', size: 1200 }, existing)).toBeNull();
  });
});

describe('one list of file types', () => {
  it('accepts in a dossier exactly what the file store’s policy accepts, by type and by extension', () => {
    for (const type of ALLOWED_CONTENT_TYPES) expect(contentTypeOf({ name: 'sans-extension', type })).toBe(type);
    for (const [extension, type] of Object.entries(FILE_EXTENSIONS)) {
      expect(ALLOWED_CONTENT_TYPES).toContain(type);
      expect(contentTypeOf({ name: `capture.${extension}`, type: '' })).toBe(type);
    }
    // A screenshot in WebP and an RTF letter: accepted by the policy, so accepted here too.
    expect(fileError({ name: 'capture.webp', type: 'image/webp', size: 10 })).toBeNull();
    expect(fileError({ name: 'lettre.rtf', type: '', size: 10 })).toBeNull();
  });
});
