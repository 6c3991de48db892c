/**
 * The convention d'honoraires filled on the page: its clauses follow the dossier's client (a
 * person contracts as a consumer unless the lawyer says otherwise) and the fee mode chosen.
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { freshDemoData, renderRoute, signInAs } from '../../../test/renderWithData.tsx';
import { DocumentModelsPage } from '../../../routes/DocumentModelsPage.tsx';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

it('consommateur ou professionnel, honoraire de résultat ou non : l’aperçu change de clauses', async () => {
  renderRoute('/app/research/doc', '/app/research/doc?modele=convention-honoraires', <DocumentModelsPage />);
  const reference = `${new Date().getFullYear()}-0001`;
  // Among the cabinet's dossiers, found by the start of its reference.
  fireEvent.change(await screen.findByLabelText(/^Rechercher un dossier/), { target: { value: reference } });
  const dossier = await screen.findByLabelText(/^Dossier/);
  const option = await within(dossier).findByRole('option', { name: new RegExp(`^${reference}`) });
  fireEvent.change(dossier, { target: { value: (option as HTMLOptionElement).value } });
  const form = await screen.findByRole('form', { name: /Remplir : Convention d’honoraires/ });
  const preview = () => within(form).getByLabelText('Aperçu du document').textContent ?? '';

  // The demo dossier's client is a person: a consumer, with the mediator.
  const capacity = within(form).getByLabelText(/^Le client contracte en qualité de/);
  await waitFor(() => expect(capacity).toHaveValue('consommateur'));
  expect(preview()).toContain('Médiation de la consommation');
  expect((within(form).getByLabelText(/^Médiateur de la consommation/) as HTMLTextAreaElement).value).toContain(
    'Médiateur de la consommation de la profession d’avocat',
  );

  // The lawyer says the client acts for its business: no mediator, the recovery fee instead.
  fireEvent.change(capacity, { target: { value: 'professionnel' } });
  await waitFor(() => expect(preview()).not.toContain('Médiation de la consommation'));
  expect(preview()).toContain('frais de recouvrement de 40 €');
  expect(within(form).queryByLabelText(/^Médiateur de la consommation/)).not.toBeInTheDocument();

  // A success fee on top of a flat fee: its own article.
  fireEvent.change(within(form).getByLabelText('Mode de rémunération'), { target: { value: 'forfait' } });
  await waitFor(() => expect(preview()).not.toMatch(/Honoraire de résultat/));
  fireEvent.change(within(form).getByLabelText('Mode de rémunération'), { target: { value: 'resultat' } });
  fireEvent.change(within(form).getByLabelText(/^Forfait/), { target: { value: '1 500' } });
  fireEvent.change(within(form).getByLabelText(/^Honoraire de résultat/), { target: { value: '10' } });
  await waitFor(() => expect(preview()).toContain('Article 3 — Honoraire de résultat'));
});
