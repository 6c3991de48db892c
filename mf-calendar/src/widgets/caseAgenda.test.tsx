import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { freshDemoData, renderRoute, seedCase, signInAs } from 'shared-data/testing';
import { CaseAgenda } from './caseAgenda.tsx';

jest.setTimeout(30_000);

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

describe('caseAgenda: the dossier’s block', () => {
  it('opens « Nouvelle audience » with the dossier’s juridiction and RG already filled', async () => {
    const dossier = await seedCase({
      reference: '2026-0038',
      title: 'Appel Lambert',
      jurisdiction: 'Cour d’appel de Lyon',
      rgNumber: '26/04567',
    });
    renderRoute('/dossier', '/dossier', <CaseAgenda caseId={dossier.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Nouvelle audience' }));
    const form = await screen.findByRole('form', { name: 'Nouvel événement' });
    await waitFor(() => expect(within(form).getByLabelText(/^Juridiction/)).toHaveValue('Cour d’appel de Lyon'));
    expect(within(form).getByLabelText(/^Numéro RG/)).toHaveValue('26/04567');
  });
});
