import { type CaseDocument, DOCUMENT_MESSAGES, getDataStore, getFileStore, paths } from 'shared-data';
import { freshDemoData, seedCase, signInAs } from '../../../test/renderWithData.tsx';
import type { ExportDocument } from '../model/blocks.ts';
import { exportDocument } from './exportActions.ts';

jest.setTimeout(60_000);

const firmId = 'demo-owner';
const uid = 'demo-owner';
const DOC: ExportDocument = {
  title: 'Note de recherche',
  blocks: [{ type: 'paragraph', runs: [{ text: 'Jurisprudence citée.' }] }],
};

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

afterEach(() => jest.restoreAllMocks());

const documentsOf = async (caseId: string) =>
  (await getDataStore().query<CaseDocument>({ collection: paths.documents(firmId) })).docs.filter(
    (doc) => doc.data.caseId === caseId,
  );

describe('exportDocument into a dossier', () => {
  it('refuses a closed dossier with the dossier area’s message and writes nothing', async () => {
    const closed = await seedCase({ status: 'clos', closedAt: '2026-02-01' });
    const upload = jest.spyOn(getFileStore(), 'upload');
    await expect(
      exportDocument({ firmId, uid, caseId: closed.id, fileName: 'note', document: DOC, format: 'docx' }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Ce dossier est clos : rouvrez-le pour y ajouter des documents.',
    });
    // The dossier screen refuses with these words too: one message, from shared-data's saveDocument.
    expect(DOCUMENT_MESSAGES.caseClosed).toBe('Ce dossier est clos : rouvrez-le pour y ajouter des documents.');
    // Nothing written: no file, no document record.
    expect(upload).not.toHaveBeenCalled();
    expect(await documentsOf(closed.id)).toEqual([]);
  });

  it('saves the export into an open dossier’s documents (record and file)', async () => {
    const open = await seedCase({ reference: '2026-9004' });
    const id = await exportDocument({ firmId, uid, caseId: open.id, fileName: 'note', document: DOC, format: 'docx' });
    const saved = (await getDataStore().get<CaseDocument>(paths.document(firmId, id!))).data!;
    expect(saved).toMatchObject({
      caseId: open.id,
      name: 'note.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      uploadedBy: uid,
    });
    expect(saved.path).toMatch(new RegExp(`^firms/${firmId}/cases/${open.id}/${id}-note\\.docx$`));
    expect((await getFileStore().read(saved.path)).size).toBe(saved.size);
  });
});
