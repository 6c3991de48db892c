import { DOCUMENT_MESSAGES, safeFileName, saveDocument } from './documents.ts';
import { getDataStore, getFileStore } from './init.ts';
import { paths } from './paths.ts';
import type { FileStore } from './port.ts';
import type { CaseDocument } from './schemas.ts';
import { DEMO_IDS } from './demoIds.ts';
import { freshDemoData, seedCase, seedClient, signInAs } from './testing/index.ts';

jest.setTimeout(60_000);

const firmId = DEMO_IDS.firmId;
const uid = DEMO_IDS.ownerUid;
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]);
const pdf = (name = 'pièce.pdf') => new File([PDF], name, { type: 'application/pdf' });

/** The real file store, with its uploads and deletes counted. */
function watchedFiles(beforeUpload: () => Promise<void> = async () => undefined) {
  const real = getFileStore();
  const uploaded: string[] = [];
  const deleted: string[] = [];
  const files: FileStore = {
    ...real,
    upload: async (path, file, options) => {
      await beforeUpload();
      uploaded.push(path);
      return real.upload(path, file, options);
    },
    delete: async (path) => {
      deleted.push(path);
      return real.delete(path);
    },
  };
  return { files, uploaded, deleted };
}

const documentsOf = async (caseId: string) =>
  (await getDataStore().query<CaseDocument>({ collection: paths.documents(firmId) })).docs.filter(
    (doc) => doc.data.caseId === caseId,
  );

beforeEach(async () => {
  await freshDemoData();
  signInAs(uid);
});

describe('saveDocument', () => {
  it('saves the file and its record in an open dossier', async () => {
    const dossier = await seedCase({ reference: '2026-9101' });
    const { files, uploaded } = watchedFiles();
    const { id, document } = await saveDocument(
      { firmId, uid, owner: { caseId: dossier.id }, file: pdf() },
      { store: getDataStore(), files },
    );
    expect(uploaded).toEqual([`firms/${firmId}/cases/${dossier.id}/${id}-piece.pdf`]);
    expect((await getDataStore().get<CaseDocument>(paths.document(firmId, id))).data).toEqual(document);
    expect(document).toMatchObject({ caseId: dossier.id, name: 'pièce.pdf', contentType: 'application/pdf' });
    expect((await getFileStore().read(document.path)).size).toBe(PDF.byteLength);
  });

  it('refuses a closed dossier in French and writes nothing (no file, no record)', async () => {
    const closed = await seedCase({ status: 'clos', closedAt: '2026-02-01' });
    const { files, uploaded } = watchedFiles();
    await expect(
      saveDocument({ firmId, uid, owner: { caseId: closed.id }, file: pdf() }, { files }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Ce dossier est clos : rouvrez-le pour y ajouter des documents.',
    });
    expect(DOCUMENT_MESSAGES.caseClosed).toBe('Ce dossier est clos : rouvrez-le pour y ajouter des documents.');
    expect(uploaded).toEqual([]);
    expect(await documentsOf(closed.id)).toEqual([]);
  });

  it('refuses a dossier closed during the upload, and removes the uploaded file', async () => {
    const dossier = await seedCase({ reference: '2026-9102' });
    const { files, uploaded, deleted } = watchedFiles(async () => {
      await getDataStore().update(paths.case(firmId, dossier.id), { status: 'clos', closedAt: '2026-11-02' });
    });
    await expect(
      saveDocument({ firmId, uid, owner: { caseId: dossier.id }, file: pdf() }, { files }),
    ).rejects.toMatchObject({ message: DOCUMENT_MESSAGES.caseClosed });
    expect(uploaded).toHaveLength(1);
    expect(deleted).toEqual(uploaded);
    expect(await documentsOf(dossier.id)).toEqual([]);
  });

  it('refuses an unknown dossier in French', async () => {
    const { files, uploaded } = watchedFiles();
    await expect(
      saveDocument({ firmId, uid, owner: { caseId: 'inconnu' }, file: pdf() }, { files }),
    ).rejects.toMatchObject({ code: 'not-found', message: 'Dossier introuvable.' });
    expect(DOCUMENT_MESSAGES.caseNotFound).toBe('Dossier introuvable.');
    expect(uploaded).toEqual([]);
  });

  it('refuses a .pdf whose bytes are an executable, before anything is written', async () => {
    const dossier = await seedCase({ reference: '2026-9103' });
    const { files, uploaded } = watchedFiles();
    await expect(
      saveDocument(
        {
          firmId,
          uid,
          owner: { caseId: dossier.id },
          file: new File([EXE], 'facture.pdf', { type: 'application/pdf' }),
        },
        { files },
      ),
    ).rejects.toMatchObject({
      code: 'file-type-not-allowed',
      message: '« facture.pdf » est un programme exécutable : ce type de fichier est refusé.',
    });
    expect(uploaded).toEqual([]);
  });

  it('saves a client’s document under the client, with the content type given', async () => {
    const client = await seedClient({ nom: 'Documenté' });
    const { id, document } = await saveDocument({
      firmId,
      uid,
      owner: { clientId: client.id },
      file: new File([PDF], 'Kbis.pdf', { type: '' }),
      contentType: 'application/pdf',
    });
    expect(document).toMatchObject({ clientId: client.id, contentType: 'application/pdf' });
    expect(document.path).toBe(`firms/${firmId}/clients/${client.id}/${id}-Kbis.pdf`);
  });
});

describe('safeFileName', () => {
  it('replaces accents and odd characters, keeps the extension', () => {
    expect(safeFileName('Pièce n°3 (élément).pdf')).toBe('Piece-n-3-element-.pdf');
    expect(safeFileName('...')).toBe('document');
  });
});
