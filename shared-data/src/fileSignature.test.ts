import { FILE_SIGNATURE_MESSAGES, validateFileContent } from './files.ts';

const file = (name: string, bytes: number[] | string, type = '') => {
  const content = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : new Uint8Array(bytes);
  return Object.assign(new Blob([content], { type }), { name });
};

const PDF = '%PDF-1.7\n%âãÏÓ\n1 0 obj';
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46];
const GIF = 'GIF89a\x01\x00\x01\x00';
const ZIP = [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0];
const MZ = [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00];
const ELF = [0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01];

describe('validateFileContent', () => {
  it.each([
    ['assignation.pdf', PDF, 'application/pdf'],
    ['photo.png', PNG, 'image/png'],
    ['scan.JPG', JPEG, 'image/jpeg'],
    ['logo.gif', GIF, 'image/gif'],
    ['conclusions.docx', ZIP, ''],
    ['bilan.xlsx', ZIP, ''],
    ['note.odt', ZIP, ''],
    ['ancien.doc', OLE, 'application/msword'],
    ['notes.txt', 'Rendez-vous mardi', 'text/plain'],
    ['export.csv', 'nom;montant\n', 'text/csv'],
    ['facture-cii.xml', '\uFEFF<?xml version="1.0"?><rsm:CrossIndustryInvoice/>', 'application/xml'],
    ['ubl.xml', '\n  <Invoice/>', 'application/xml'],
  ])('accepts %s whose bytes match', async (name, bytes, type) => {
    await expect(validateFileContent(file(name, bytes, type))).resolves.toBeNull();
  });

  it('refuses a .pdf whose bytes are a Windows executable', async () => {
    await expect(validateFileContent(file('facture.pdf', MZ, 'application/pdf'))).resolves.toMatchObject({
      code: 'file-type-not-allowed',
      message: FILE_SIGNATURE_MESSAGES.executable('facture.pdf'),
    });
  });

  it.each([
    ['programme.txt', ELF],
    ['script.csv', '#!/bin/sh\nrm -rf /'],
    ['photo.png', MZ],
  ])('always refuses an executable (%s)', async (name, bytes) => {
    const error = await validateFileContent(file(name, bytes));
    expect(error?.code).toBe('file-type-not-allowed');
    expect(error?.message).toBe(`« ${name} » est un programme exécutable : ce type de fichier est refusé.`);
  });

  it('refuses a file whose content is not what its extension says', async () => {
    await expect(validateFileContent(file('contrat.pdf', 'Bonjour, ceci est du texte'))).resolves.toMatchObject({
      message:
        'Le contenu de « contrat.pdf » n’est pas celui d’un fichier PDF : fichier refusé. Vérifiez le fichier et réessayez.',
    });
    await expect(validateFileContent(file('image.png', JPEG))).resolves.toMatchObject({
      message: FILE_SIGNATURE_MESSAGES.mismatch('image.png', 'PNG'),
    });
    await expect(validateFileContent(file('lettre.docx', PDF))).resolves.toMatchObject({
      message: FILE_SIGNATURE_MESSAGES.mismatch('lettre.docx', 'Word'),
    });
    await expect(validateFileContent(file('facture.xml', PDF, 'application/xml'))).resolves.toMatchObject({
      message: FILE_SIGNATURE_MESSAGES.mismatch('facture.xml', 'XML'),
    });
  });

  it('uses the declared type when the name has no extension', async () => {
    await expect(validateFileContent(file('scan', 'texte', 'application/pdf'))).resolves.toMatchObject({
      code: 'file-type-not-allowed',
    });
  });

  it('refuses a file it cannot read (a failed check is not a pass)', async () => {
    const broken = Object.assign(new Blob(['x'], { type: 'application/pdf' }), { name: 'x.pdf' });
    broken.slice = () => {
      throw new Error('boom');
    };
    await expect(validateFileContent(broken)).resolves.toMatchObject({
      code: 'unavailable',
      message: 'Impossible de lire « x.pdf ». Merci de réessayer.',
    });
  });
});
