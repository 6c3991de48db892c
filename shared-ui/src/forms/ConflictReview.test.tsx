import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConflictReview, useEditConflict } from './ConflictReview.tsx';
import { FormError } from './index.ts';

type Values = { address: string; notes: string };

/** What shared-data's EditConflictError looks like to shared-ui (recognised by shape). */
const conflict = (saved: Record<string, unknown>) =>
  Object.assign(
    new Error('Ce client a été modifié ailleurs (autre onglet ou autre personne) depuis que vous l’avez ouvert.'),
    {
      code: 'aborted',
      saved,
    },
  );

/** A minimal form: `mine` is what the user typed (address changed, notes not). */
function Harness({ onSave }: { onSave: (values: Values, seen: string | undefined) => void }) {
  const [values, setValues] = useState<Values>({ address: 'Mon adresse', notes: 'Notes d’origine' });
  const [defaults, setDefaults] = useState<Values>({ address: 'Adresse d’origine', notes: 'Notes d’origine' });
  const edit = useEditConflict<Values>({
    seenUpdatedAt: 't0',
    toValues: (saved) => ({ address: String(saved.address), notes: String(saved.notes) }),
    labels: { address: 'Adresse', notes: 'Notes' },
  });
  const form = {
    getValues: () => values,
    setValue: (name: string, value: unknown) => setValues((v) => ({ ...v, [name]: value })),
    reset: (next: Values) => {
      setValues(next);
      setDefaults(next);
    },
    formState: {
      dirtyFields: { address: values.address !== defaults.address, notes: values.notes !== defaults.notes },
    },
  };
  return (
    <>
      <button
        type="button"
        onClick={() => edit.handle(conflict({ address: 'Autre', notes: 'Note A', updatedAt: 't1' }))}
      >
        simuler
      </button>
      <output data-testid="values">{`${values.address} | ${values.notes}`}</output>
      <ConflictReview edit={edit} form={form} onKeepMine={() => onSave(values, edit.seenUpdatedAt())} />
    </>
  );
}

function Probe({ onHandled }: { onHandled: (handled: boolean) => void }) {
  const edit = useEditConflict<Values>({ seenUpdatedAt: undefined, toValues: (v) => v as Values, labels: {} });
  onHandled(edit.handle(Object.assign(new Error('x'), { code: 'unavailable' })));
  return null;
}

describe('ConflictReview', () => {
  it('lists the differing fields, says which ones the user did not change, and is focused', async () => {
    render(<Harness onSave={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'simuler' }));
    const review = screen.getByRole('alert');
    expect(review).toHaveFocus();
    expect(review).toHaveTextContent('Ce client a été modifié ailleurs');
    expect(review).toHaveTextContent('AdresseVersion enregistrée : AutreVos modifications : Mon adresse');
    expect(review).toHaveTextContent(
      'NotesVersion enregistrée : Note AVous ne l’avez pas modifié : la version enregistrée sera gardée.',
    );
  });

  it('"Garder mes modifications": keeps the changed fields, takes the saved value of the others, saves against the new version', async () => {
    const onSave = jest.fn();
    render(<Harness onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'simuler' }));
    await userEvent.click(screen.getByRole('button', { name: 'Garder mes modifications' }));
    expect(onSave).toHaveBeenCalledWith(expect.anything(), 't1');
    expect(screen.getByTestId('values')).toHaveTextContent('Mon adresse | Note A');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('"Reprendre la version enregistrée": resets the form to the saved values', async () => {
    render(<Harness onSave={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'simuler' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reprendre la version enregistrée' }));
    expect(screen.getByTestId('values')).toHaveTextContent('Autre | Note A');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ignores errors that are not conflicts', () => {
    const seen: boolean[] = [];
    render(<Probe onHandled={(handled) => seen.push(handled)} />);
    expect(seen[0]).toBe(false);
  });
});

describe('FormError : « Réessayer »', () => {
  it('shows the retry button only with onRetry, and calls it', async () => {
    const onRetry = jest.fn();
    const { rerender } = render(<FormError title="L’enregistrement a échoué" message="Connexion perdue" />);
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    rerender(<FormError title="L’enregistrement a échoué" message="Connexion perdue" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<FormError message="Connexion perdue" onRetry={onRetry} retrying />);
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeDisabled();
  });
});
