import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { freshDemoData, renderRoute, seedBookingRequest } from 'shared-data/testing';
import { DeadlinesPage } from './DeadlinesPage.tsx';
import { MeetingsPage } from './MeetingsPage.tsx';

jest.setTimeout(30_000);

beforeEach(async () => {
  await freshDemoData();
});

describe('agenda screens', () => {
  it('délais: an empty calculation shows French messages next to the start date and the amount', async () => {
    renderRoute('/app/calendar/deadlines', '/app/calendar/deadlines', <DeadlinesPage />);
    const form = await screen.findByRole('form', { name: 'Calculateur de délai' });
    fireEvent.click(within(form).getByRole('button', { name: 'Calculer' }));
    const start = within(form).getByLabelText(/^Date de départ/);
    await waitFor(() => expect(start).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByLabelText(/^Durée/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(start).toHaveFocus());
    expect(screen.queryByTestId('deadline-result')).not.toBeInTheDocument();
  });

  it('délais: computes 31 January 2027 + 1 month → Monday 1 March 2027 with its explanation', async () => {
    renderRoute('/app/calendar/deadlines', '/app/calendar/deadlines', <DeadlinesPage />);
    const form = await screen.findByRole('form', { name: 'Calculateur de délai' });
    fireEvent.change(within(form).getByLabelText(/^Date de départ/), { target: { value: '2027-01-31' } });
    fireEvent.change(within(form).getByLabelText(/^Durée/), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Calculer' }));
    const result = await screen.findByTestId('deadline-result');
    expect(result).toHaveTextContent(/lundi 1(er)? mars 2027/);
    expect(result).toHaveTextContent('art. 642');
  });

  it('délais: warns when a countdown délai falls on a public holiday, and when its event is on one', async () => {
    renderRoute('/app/calendar/deadlines', '/app/calendar/deadlines', <DeadlinesPage />);
    const form = await screen.findByRole('form', { name: 'Calculateur de délai' });
    const start = within(form).getByLabelText(/^Date de départ/);
    fireEvent.change(within(form).getByLabelText(/^Sens/), { target: { value: 'before' } });
    // An audience on 25 December: the date typed is checked before anything is computed.
    fireEvent.change(start, { target: { value: '2026-12-25' } });
    await waitFor(() =>
      expect(start).toHaveAccessibleDescription(
        'Le 25 décembre 2026 est un jour férié (Noël). Vérifiez la date de l’événement.',
      ),
    );
    // 15 days before an audience on Sunday 10 January 2027: the act is due on Friday 25 December 2026.
    fireEvent.change(start, { target: { value: '2027-01-10' } });
    await waitFor(() =>
      expect(start).toHaveAccessibleDescription('Le 10 janvier 2027 est un dimanche. Vérifiez la date de l’événement.'),
    );
    fireEvent.change(within(form).getByLabelText(/^Durée/), { target: { value: '15' } });
    fireEvent.change(within(form).getByLabelText(/^Unité/), { target: { value: 'jours' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Calculer' }));
    const result = await screen.findByTestId('deadline-result');
    expect(result).toHaveTextContent(/vendredi 25 décembre 2026/);
    expect(
      within(result).getByText('Le 25 décembre 2026 est un jour férié (Noël). Vérifiez la date du délai.'),
    ).toBeInTheDocument();
  });

  it('délais: no warning for a délai moved to a working day (art. 642)', async () => {
    renderRoute('/app/calendar/deadlines', '/app/calendar/deadlines', <DeadlinesPage />);
    const form = await screen.findByRole('form', { name: 'Calculateur de délai' });
    fireEvent.change(within(form).getByLabelText(/^Date de départ/), { target: { value: '2026-11-25' } });
    fireEvent.change(within(form).getByLabelText(/^Durée/), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Calculer' }));
    // 25 December 2026 is Noël: the délai ends on Monday 28 December, a working day.
    const result = await screen.findByTestId('deadline-result');
    expect(result).toHaveTextContent(/lundi 28 décembre 2026/);
    expect(within(result).queryByText(/Vérifiez la date/)).not.toBeInTheDocument();
  });

  it('rendez-vous: lists the pending booking requests with confirm and decline', async () => {
    await seedBookingRequest({ name: 'Yasmine Testeuse' });
    renderRoute('/app/calendar/meetings', '/app/calendar/meetings', <MeetingsPage />);
    const list = await screen.findByRole('list', { name: 'Demandes à confirmer' });
    expect(await within(list).findByText('Yasmine Testeuse')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Confirmer la demande de Yasmine Testeuse' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Refuser la demande de Yasmine Testeuse' })).toBeInTheDocument();
  });
});
