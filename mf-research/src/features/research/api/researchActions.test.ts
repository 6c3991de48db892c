/** The note and the details of a research file are saved apart, each checked against its own stamp. */
import { getDataStore, isEditConflict, paths, type ResearchFile } from 'shared-data';
import { freshDemoData, seedResearchFile, signInAs } from '../../../test/renderWithData.tsx';
import { updateResearchFile } from './researchActions.ts';

const firmId = 'demo-owner';
const read = async (id: string) => (await getDataStore().get<ResearchFile>(paths.researchFile(firmId, id))).data!;

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

describe('updateResearchFile: two-tab conflicts per part', () => {
  it('a note saved in this tab does not block the details form; each save returns its new stamp', async () => {
    const file = await seedResearchFile({ question: 'Bail', note: '' });
    const noteStamp = await updateResearchFile({
      firmId,
      id: file.id,
      patch: { note: 'Première note' },
      part: 'note',
      seenUpdatedAt: undefined,
    });
    await updateResearchFile({
      firmId,
      id: file.id,
      patch: { question: 'Bail commercial' },
      part: 'details',
      seenUpdatedAt: undefined,
    });
    const saved = await read(file.id);
    expect(saved).toMatchObject({ question: 'Bail commercial', note: 'Première note', noteUpdatedAt: noteStamp });
    expect(saved.updatedAt >= noteStamp).toBe(true);
  });

  it('two tabs saving the note from the same version: the second is refused, the first kept', async () => {
    const file = await seedResearchFile({ note: 'Avant' });
    await updateResearchFile({
      firmId,
      id: file.id,
      patch: { note: 'Onglet A' },
      part: 'note',
      seenUpdatedAt: undefined,
    });
    const second = updateResearchFile({
      firmId,
      id: file.id,
      patch: { note: 'Onglet B' },
      part: 'note',
      seenUpdatedAt: undefined,
    });
    await expect(second).rejects.toMatchObject({
      code: 'aborted',
      message:
        'La note de cette fiche a été modifiée ailleurs (autre onglet ou autre personne) depuis que vous l’avez ouverte. Vos saisies sont conservées.',
      saved: { note: 'Onglet A' },
    });
    await second.catch((error: unknown) => expect(isEditConflict(error)).toBe(true));
    expect((await read(file.id)).note).toBe('Onglet A');
  });
});
