import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, CheckboxGroup, FormError, RadioGroup, Select, SubmitButton, TextField } from './index.ts';
import { PasswordField } from './PasswordField.tsx';
import { Stepper } from './Stepper.tsx';

describe('primitives de formulaire', () => {
  it('TextField : libellé, aide et erreur liés au champ', () => {
    render(<TextField label="Adresse email" hint="Votre identifiant." error="Adresse email invalide." />);
    const input = screen.getByLabelText('Adresse email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Votre identifiant. Adresse email invalide.');
  });

  it('TextField sans erreur : ni aria-invalid ni description vide', () => {
    render(<TextField label="Nom" />);
    const input = screen.getByLabelText('Nom');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('champ obligatoire : annoncé « (obligatoire) »', () => {
    render(<TextField label="Nom du cabinet" showRequired />);
    expect(screen.getByRole('textbox')).toHaveAccessibleName(/^Nom du cabinet\s*\(obligatoire\)$/);
  });

  it('PasswordField : afficher / masquer, état annoncé', async () => {
    render(<PasswordField label="Mot de passe" />);
    const input = screen.getByLabelText('Mot de passe');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Masquer le mot de passe' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('SubmitButton : désactivé et occupé pendant l’envoi, même nom', () => {
    const { rerender } = render(<SubmitButton>Se connecter</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    rerender(
      <SubmitButton submitting submittingLabel="Connexion en cours…">
        Se connecter
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Se connecter' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Connexion en cours…');
  });

  it('FormError : rien sans message ; sinon une alerte focalisable, avec son résumé', async () => {
    const { rerender, container } = render(<FormError />);
    expect(container).toBeEmptyDOMElement();
    rerender(
      <>
        <input id="champ" aria-label="Champ" />
        <FormError
          title="À corriger"
          message="Identifiants incorrects."
          items={[{ fieldId: 'champ', message: 'Champ obligatoire' }]}
        />
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Identifiants incorrects.');
    expect(alert).toHaveAttribute('tabindex', '-1');
    await userEvent.click(screen.getByRole('link', { name: 'Champ obligatoire' }));
    expect(screen.getByLabelText('Champ')).toHaveFocus();
  });

  it('CheckboxGroup : fieldset, légende, erreur liée à chaque case', () => {
    render(
      <CheckboxGroup legend="Langues" options={['Français', 'Anglais']} error="Choisissez au moins une langue." />,
    );
    expect(screen.getByRole('group', { name: 'Langues' })).toBeInTheDocument();
    const french = screen.getByRole('checkbox', { name: 'Français' });
    expect(french).toHaveAccessibleDescription('Choisissez au moins une langue.');
    expect(french).toHaveAttribute('aria-invalid', 'true');
  });

  it('RadioGroup : un choix, description liée, flèches du clavier', async () => {
    render(
      <RadioGroup
        legend="Type de compte"
        inputProps={{ name: 'type', defaultChecked: false }}
        options={[
          { value: 'solo', label: 'Exercice individuel', description: 'Seul.' },
          { value: 'firm', label: 'Cabinet' },
        ]}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Type de compte' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Exercice individuel' })).toHaveAccessibleDescription('Seul.');
    await userEvent.click(screen.getByRole('radio', { name: 'Cabinet' }));
    expect(screen.getByRole('radio', { name: 'Cabinet' })).toBeChecked();
  });

  it('Checkbox seule et Select', () => {
    render(
      <>
        <Checkbox label="J’accepte" error="Obligatoire." />
        <Select label="Barreau" placeholder="Choisir…" options={['Paris', { value: 'lyon', label: 'Lyon' }]} />
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'J’accepte' })).toHaveAccessibleDescription('Obligatoire.');
    expect(screen.getByRole('combobox', { name: 'Barreau' })).toHaveDisplayValue('Choisir…');
    expect(screen.getByRole('option', { name: 'Lyon' })).toHaveValue('lyon');
  });

  it('Stepper : étape courante marquée, étapes terminées annoncées', () => {
    render(
      <Stepper
        label="Étapes"
        current="b"
        steps={[
          { id: 'a', label: 'Compte' },
          { id: 'b', label: 'Profil' },
          { id: 'c', label: 'Préférences' },
        ]}
      />,
    );
    expect(screen.getByText('Étape 2 sur 3')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveTextContent('Compte (terminée)');
    expect(items[2]).not.toHaveAttribute('aria-current');
  });
});
