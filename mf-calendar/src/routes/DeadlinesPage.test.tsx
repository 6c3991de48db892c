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

  it('rendez-vous: lists the pending booking requests with confirm and decline', async () => {
    await seedBookingRequest({ name: 'Yasmine Testeuse' });
    renderRoute('/app/calendar/meetings', '/app/calendar/meetings', <MeetingsPage />);
    const list = await screen.findByRole('list', { name: 'Demandes à confirmer' });
    expect(await within(list).findByText('Yasmine Testeuse')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Confirmer la demande de Yasmine Testeuse' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Refuser la demande de Yasmine Testeuse' })).toBeInTheDocument();
  });
});
