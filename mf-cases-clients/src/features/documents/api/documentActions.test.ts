import { type CaseDocument, getDataStore, paths } from 'shared-data';
import { freshDemoData, seedCase, signInAs } from '../../../test/renderWithData.tsx';
import { DOCUMENT_MESSAGES, uploadDocument } from './documentActions.ts';

const firmId = 'demo-owner';
const uid = 'demo-owner';

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

const file = (name: string, bytes: Uint8Array<ArrayBuffer>, type: string) => new File([bytes], name, { type });
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]);

describe('uploadDocument', () => {
  it('refuses a .pdf whose bytes are an executable', async () => {
    const dossier = await seedCase();
    await expect(
      uploadDocument({
        firmId,
        uid,
        owner: { caseId: dossier.id },
        file: file('facture.pdf', EXE, 'application/pdf'),
        onProgress: () => undefined,
      }),
    ).rejects.toMatchObject({
      code: 'file-type-not-allowed',
      message: '« facture.pdf » est un programme exécutable : ce type de fichier est refusé.',
    });
  });

  it('refuses a closed dossier, accepts an open one', async () => {
    const closed = await seedCase({ status: 'clos', closedAt: '2026-02-01' });
    await expect(
      uploadDocument({
        firmId,
        uid,
        owner: { caseId: closed.id },
        file: file('a.pdf', PDF, 'application/pdf'),
        onProgress: () => undefined,
      }),
    ).rejects.toMatchObject({ message: DOCUMENT_MESSAGES.caseClosed });
    const open = await seedCase({ reference: '2026-9003' });
    const id = await uploadDocument({
      firmId,
      uid,
      owner: { caseId: open.id },
      file: file('a.pdf', PDF, 'application/pdf'),
      onProgress: () => undefined,
    });
    expect((await getDataStore().get<CaseDocument>(paths.document(firmId, id))).data?.name).toBe('a.pdf');
  });
});
