import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRAFT_STORAGE_KEY, forgetDraftInMemoryForTests, resetDraft } from '../model/onboardingDraft.ts';
import { SignupWizard } from './SignupWizard.tsx';

/** The page reads the browser's address (no router): the test opens it at `entry`. */
function renderWizard(entry = '/pro/signup') {
  window.history.replaceState(null, '', entry);
  return render(<SignupWizard />);
}

const field = (name: RegExp) => screen.getByLabelText(name);
const find = (name: RegExp) => screen.findByLabelText(name);
const next = () => userEvent.click(screen.getByRole('button', { name: 'Continuer' }));

beforeEach(() => {
  sessionStorage.clear();
  resetDraft();
});

describe('brouillon de l’inscription', () => {
  it('garde tout en revenant en arrière, survit au rechargement sans le mot de passe, et Recommencer l’efface', async () => {
    const first = renderWizard();
    await userEvent.click(screen.getByRole('radio', { name: 'Cabinet' }));
    await next();
    await userEvent.type(await find(/^Adresse email/), 'denise@exemple.fr');
    await userEvent.type(field(/^Mot de passe/), 'Secret-123-abc');
    await next();
    await userEvent.type(await find(/^Nom et prénom/), 'Denise Brouillon');
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await find(/^Adresse email/)).toHaveValue('denise@exemple.fr');
    expect(field(/^Mot de passe/)).toHaveValue('Secret-123-abc');
    await next();
    expect(await find(/^Nom et prénom/)).toHaveValue('Denise Brouillon');

    const stored = sessionStorage.getItem(DRAFT_STORAGE_KEY)!;
    expect(JSON.parse(stored)).toMatchObject({
      accountType: 'firm',
      account: { email: 'denise@exemple.fr' },
      profile: { fullName: 'Denise Brouillon' },
    });
    expect(stored).not.toContain('Secret-123');

    // A reload: the page starts again from what sessionStorage kept.
    first.unmount();
    forgetDraftInMemoryForTests();
    renderWizard('/pro/signup?etape=compte');
    expect(field(/^Adresse email/)).toHaveValue('denise@exemple.fr');
    expect(field(/^Mot de passe/)).toHaveValue('');
    expect(screen.getByText(/le mot de passe n’est jamais conservé/)).toBeInTheDocument();
    expect(screen.getByText('Étape 2 sur 5')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Recommencer' }));
    expect(await screen.findByText('Étape 1 sur 4')).toBeInTheDocument();
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('radio', { name: 'Exercice individuel' })).toBeChecked();
    expect(screen.getByText('Étape 1 sur 4')).toBeInTheDocument();
  });

  it('les erreurs s’affichent en français à côté des champs et le focus va au premier', async () => {
    renderWizard('/pro/signup?etape=compte');
    await next();
    expect(await screen.findByText('Veuillez saisir votre adresse email.')).toBeInTheDocument();
    expect(field(/^Adresse email/)).toHaveAccessibleDescription(/Veuillez saisir votre adresse email\./);
    expect(field(/^Adresse email/)).toHaveFocus();
    expect(field(/^Mot de passe/)).toHaveAccessibleDescription(
      /Au moins 12 caractères.*Veuillez saisir votre mot de passe\./,
    );
  });
});
