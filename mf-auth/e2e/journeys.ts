/**
 * The auth journeys, written once and listed once (`authJourneys`): this remote's standalone page
 * runs them all (:3002, mf-auth/e2e/auth.spec.ts), the composed app those marked `composed`
 * (shell :3000, e2e/auth.spec.ts).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO, passwordResetLinks } from '../../tooling/src/emulator.ts';
import {
  createUser,
  invitationDoc,
  latestResetCode,
  lookupUser,
  readDoc,
  uniqueEmail,
  withEmailPrivacy,
  writeDoc,
} from './support.ts';
import { defineJourneys, type JourneyApp } from '../../tooling/src/playwright/journeys.ts';
import { expectAccessible } from '../../tooling/src/playwright/kit.ts';

const MSG = {
  invalidCredential: 'Identifiants incorrects. Vérifiez votre email et votre mot de passe.',
  userNotFound: 'Aucun compte trouvé avec cet email.',
  emailInUse: 'Cet email est déjà utilisé.',
  shortPassword: 'Le mot de passe doit compter au moins 12 caractères.',
  mixedPassword: 'Le mot de passe doit mélanger majuscules, minuscules, chiffres et symboles.',
  invalidEmail: 'Adresse email invalide.',
  missingPassword: 'Veuillez saisir votre mot de passe.',
  missingEmail: 'Veuillez saisir votre adresse email.',
};

const owner = DEMO.accounts.find((account) => account.uid === 'demo-owner')!;
const member = DEMO.accounts.find((account) => account.uid === 'demo-member-1')!;
const PRO_FIELDS = ['accountType', 'createdAt', 'email', 'firm', 'preferences', 'profile', 'uid'];
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const emailField = (page: Page) => page.getByLabel(/^Adresse email/);
const passwordField = (page: Page) => page.getByLabel(/^Mot de passe/);
const loginError = (page: Page) => page.locator('#login-error');

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Adresse email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

async function expectNoSeriousViolation(page: Page, app: JourneyApp) {
  // Composed: the area's own screen, not the shell around it.
  await expectAccessible(page, app === 'composed' ? { within: 'main#main-content' } : {});
}

/** Presses Tab until the element has the focus (keyboard only). */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

type SignupData = {
  email: string;
  password: string;
  fullName: string;
  phone: string;
  firm?: { name: string; siret: string; address: string };
  specialties: string[];
  languages: string[];
};

async function continueStep(page: Page) {
  await page.getByRole('button', { name: 'Continuer' }).click();
}

async function runSignup(page: Page, origin: string, data: SignupData) {
  await page.goto(`${origin}/pro/signup`);
  await page.getByLabel(data.firm ? 'Cabinet' : 'Exercice individuel', { exact: true }).check();
  await continueStep(page);
  await expect(page.getByRole('heading', { name: 'Votre compte' })).toBeVisible();
  await emailField(page).fill(data.email);
  await passwordField(page).fill(data.password);
  await continueStep(page);
  await page.getByLabel(/^Nom et prénom/).fill(data.fullName);
  await page.getByLabel(/^Téléphone professionnel/).fill(data.phone);
  await continueStep(page);
  if (data.firm) {
    await page.getByLabel(/^Nom du cabinet/).fill(data.firm.name);
    await page.getByLabel(/^SIRET/).fill(data.firm.siret);
    await page.getByLabel(/^Adresse du cabinet/).fill(data.firm.address);
    await continueStep(page);
  }
  await expect(page.getByRole('heading', { name: 'Vos préférences' })).toBeVisible();
  for (const specialty of data.specialties) await page.getByLabel(specialty, { exact: true }).check();
  for (const language of data.languages) await page.getByLabel(language, { exact: true }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
}

async function openInvitationDb(page: Page, origin: string) {
  // An invitation is read without the data layer (shared-data/public); the demo cabinet's own
  // invitation, before the demo is seeded, is read through the store, which seeds it.
  await page.goto(`${origin}/pro/accept-invite?token=demo-invitation-pending`);
  await expect(page.getByTestId('invitation-summary')).toBeVisible();
  const firm = await readDoc<{ name: string }>(page, 'firms/demo-owner');
  expect(firm?.name).toBeTruthy();
  return firm!.name;
}

const newToken = () => `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** Lands in the work area (composed: with the session in the shell's header). */
async function expectWorkArea(page: Page, origin: string, app: JourneyApp, path = '/app') {
  // After a sign-up the account, its records and the membership are written first: on two busy
  // cores that alone has taken more than the default ten seconds.
  await expect(page).toHaveURL(`${origin}${path}`, { timeout: 30_000 });
  if (app === 'composed') await expect(page.getByTestId('user-menu')).toBeVisible();
}

/**
 * The auth journeys. Those marked `composed` cross the shell (guards, redirect, session in the
 * header, work area); the others exercise only mf-auth's own forms and run on its standalone page.
 * `origin`: the page's origin (http://localhost:3000 composed, :3002 standalone).
 */
export const authJourneys = defineJourneys([
  {
    group: 'connexion',
    title: 'succès sans redirect : /app, chargée une seule fois',
    composed: true,
    run: async (page, origin, app) => {
      // The form and the shell's guest guard both send the user on: one page load, not two (the
      // second aborted the first).
      const workAreaLoads: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest() && new URL(request.url()).pathname === '/app')
          workAreaLoads.push(request.url());
      });
      await page.goto(`${origin}/pro/login`);
      await fillLogin(page, owner.email, DEMO.password);
      await expectWorkArea(page, origin, app);
      if (app === 'composed') await expect(page.getByTestId('user-menu')).toContainText(owner.name);
      expect(workAreaLoads).toHaveLength(1);
    },
  },
  {
    group: 'connexion',
    title: 'succès avec redirect : la page demandée, requête comprise',
    composed: true,
    run: async (page, origin) => {
      await page.goto(`${origin}/pro/login?redirect=${encodeURIComponent('/app/clients?tri=nom')}`);
      await fillLogin(page, owner.email, DEMO.password);
      await expect(page).toHaveURL(`${origin}/app/clients?tri=nom`);
    },
  },
  {
    group: 'connexion',
    title: 'redirect vers un autre site ignoré : /app',
    composed: true,
    run: async (page, origin, app) => {
      await page.goto(`${origin}/pro/login?redirect=${encodeURIComponent('//evil.example/app')}`);
      await fillLogin(page, owner.email, DEMO.password);
      await expectWorkArea(page, origin, app);
    },
  },
  {
    group: 'connexion',
    title: 'email et mot de passe manquants : messages du catalogue à côté des champs, focus sur le premier',
    run: async (page, origin) => {
      await page.goto(`${origin}/pro/login`);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      const email = page.getByLabel('Adresse email');
      const password = page.getByLabel('Mot de passe', { exact: true });
      await expect(email).toHaveAccessibleDescription(MSG.missingEmail);
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveAccessibleDescription(MSG.missingPassword);
      await expect(email).toBeFocused();
      await email.fill(owner.email);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(password).toHaveAccessibleDescription(MSG.missingPassword);
      await expect(password).toBeFocused();
      await expect(email).toHaveValue(owner.email);
      await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    },
  },
  {
    group: 'connexion',
    title: 'email invalide : message du fournisseur (invalid-email), annoncé',
    run: async (page, origin) => {
      await page.goto(`${origin}/pro/login`);
      await fillLogin(page, 'pas-un-email', 'un-mot-de-passe');
      await expect(loginError(page)).toHaveAttribute('role', 'alert');
      await expect(loginError(page)).toContainText(MSG.invalidEmail);
      await expect(loginError(page)).toBeFocused();
      await expect(page.getByLabel('Adresse email')).toHaveValue('pas-un-email');
    },
  },
  {
    group: 'connexion',
    title: 'mauvais mot de passe et compte inconnu (auth/invalid-credential)',
    composed: true,
    run: async (page, origin) => {
      await withEmailPrivacy(true, async () => {
        await page.goto(`${origin}/pro/login`);
        await fillLogin(page, owner.email, 'mauvais-mot-de-passe');
        await expect(loginError(page)).toContainText(MSG.invalidCredential);
        await fillLogin(page, uniqueEmail('inconnu'), 'un-mot-de-passe');
        await expect(loginError(page)).toContainText(MSG.invalidCredential);
      });
      await expect(page).toHaveURL(`${origin}/pro/login`);
    },
  },
  {
    group: 'connexion',
    title: 'mauvais mot de passe et compte inconnu (codes historiques wrong-password, user-not-found)',
    run: async (page, origin) => {
      await withEmailPrivacy(false, async () => {
        await page.goto(`${origin}/pro/login`);
        await fillLogin(page, owner.email, 'mauvais-mot-de-passe');
        await expect(loginError(page)).toContainText(MSG.invalidCredential);
        const unknown = uniqueEmail('inconnu');
        await fillLogin(page, unknown, 'un-mot-de-passe');
        await expect(loginError(page)).toContainText(MSG.userNotFound);
        await expect(page.getByLabel('Adresse email')).toHaveValue(unknown);
      });
    },
  },
  {
    group: 'connexion',
    title: 'le bouton montre la progression et un seul envoi part',
    run: async (page, origin, app) => {
      let requests = 0;
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/accounts:signInWithPassword*', async (route) => {
        requests += 1;
        await held;
        await route.continue();
      });
      await page.goto(`${origin}/pro/login`);
      await page.getByLabel('Adresse email').fill(owner.email);
      await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO.password);
      const button = page.getByRole('button', { name: 'Se connecter' });
      await button.click();
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByRole('status').filter({ hasText: 'Connexion en cours…' })).toHaveCount(1);
      await page.getByLabel('Mot de passe', { exact: true }).press('Enter');
      release();
      await expectWorkArea(page, origin, app);
      expect(requests).toBe(1);
    },
  },
  {
    group: 'connexion',
    title: 'au clavier seul',
    run: async (page, origin, app) => {
      await page.goto(`${origin}/pro/login`);
      const email = page.getByLabel('Adresse email');
      await tabTo(page, email);
      await page.keyboard.type(owner.email);
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Mot de passe', { exact: true })).toBeFocused();
      await page.keyboard.type(DEMO.password);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Afficher le mot de passe' })).toBeFocused();
      await page.keyboard.press('Space');
      await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveAttribute('type', 'text');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Se connecter' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expectWorkArea(page, origin, app);
    },
  },
  {
    group: 'mot de passe oublié',
    title: 'même confirmation que le compte existe ou non ; lien vers la connexion',
    composed: true,
    run: async (page, origin) => {
      const confirmation = page.getByRole('status').filter({ hasText: 'Si un compte Prétoire existe pour' });
      for (const email of [owner.email, uniqueEmail('personne')]) {
        await page.goto(`${origin}/pro/forgot`);
        await page.getByLabel('Adresse email').fill(email);
        await page.getByRole('button', { name: 'Envoyer le lien' }).click();
        await expect(confirmation).toContainText(email);
      }
      await withEmailPrivacy(false, async () => {
        const unknown = uniqueEmail('personne');
        await page.goto(`${origin}/pro/forgot`);
        await page.getByLabel('Adresse email').fill(unknown);
        await page.getByRole('button', { name: 'Envoyer le lien' }).click();
        await expect(confirmation).toContainText(unknown);
      });
      await page.getByRole('link', { name: 'Retour à la connexion' }).click();
      await expect(page).toHaveURL(new RegExp(`${origin}/pro/login`));
      await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    },
  },
  {
    group: 'mot de passe oublié',
    title: 'email manquant ou invalide : messages à côté du champ',
    run: async (page, origin) => {
      await page.goto(`${origin}/pro/forgot`);
      await page.getByRole('button', { name: 'Envoyer le lien' }).click();
      await expect(page.getByLabel('Adresse email')).toHaveAccessibleDescription(MSG.missingEmail);
      await page.getByLabel('Adresse email').fill('claire@');
      await page.getByRole('button', { name: 'Envoyer le lien' }).click();
      await expect(page.getByLabel('Adresse email')).toHaveAccessibleDescription(MSG.invalidEmail);
      await expect(page.getByLabel('Adresse email')).toBeFocused();
    },
  },
  {
    group: 'mot de passe oublié',
    title: 'réinitialisation jusqu’au bout : lien reçu, nouveau mot de passe, connexion',
    composed: true,
    run: async (page, origin, app) => {
      const email = uniqueEmail('reset');
      await createUser(email, 'Ancien-mot-de-passe-1');
      await page.goto(`${origin}/pro/login`);
      await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
      await expect(page).toHaveURL(`${origin}/pro/forgot`);
      await page.getByLabel('Adresse email').fill(email);
      await page.getByRole('button', { name: 'Envoyer le lien' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Si un compte Prétoire existe pour' })).toBeVisible();
      const code = await latestResetCode(email, passwordResetLinks);
      await page.goto(`${origin}/pro/forgot?mode=resetPassword&oobCode=${encodeURIComponent(code)}&lang=fr`);
      await expect(page.getByRole('heading', { name: 'Choisir un nouveau mot de passe', level: 1 })).toBeVisible();
      await expect(page.getByLabel('Compte')).toHaveValue(email);
      await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('abc');
      await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
      await expect(page.getByLabel('Nouveau mot de passe', { exact: true })).toHaveAccessibleDescription(
        new RegExp(MSG.shortPassword.replace('.', '\\.')),
      );
      await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouveau-mot-de-passe-2');
      await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
      await expect(page).toHaveURL(new RegExp(`${origin}/pro/login\\?reinitialise=1`));
      await expect(page.getByText('Votre mot de passe a été modifié.')).toBeVisible();
      await expect(page.getByLabel('Adresse email')).toHaveValue(email);
      await page.getByLabel('Mot de passe', { exact: true }).fill('Ancien-mot-de-passe-1');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(loginError(page)).toContainText(MSG.invalidCredential);
      await page.getByLabel('Mot de passe', { exact: true }).fill('Nouveau-mot-de-passe-2');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expectWorkArea(page, origin, app);
      // The link works once.
      await page.goto(`${origin}/pro/forgot?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
      await expect(page.getByRole('alert')).toContainText('Demandez-en un nouveau.');
      await expect(page.getByRole('link', { name: 'Recevoir un nouveau lien' })).toBeVisible();
    },
  },
  {
    group: 'inscription',
    title: 'exercice individuel : compte, nom affiché, pros/{uid} exactement comme la spécification',
    composed: true,
    run: async (page, origin, app) => {
      const email = uniqueEmail('solo');
      await runSignup(page, origin, {
        email,
        password: 'Solo-mot-de-passe-1',
        fullName: 'Amélie Solo',
        phone: '06 12 34 56 78',
        specialties: ['Droit de la famille', 'Droit pénal'],
        languages: ['Français'],
      });
      await expectWorkArea(page, origin, app);
      // The page leaves /pro/signup only once the account is set up: name, records, membership.
      if (app === 'composed') await expect(page.getByTestId('user-menu')).toContainText('Amélie Solo');
      const user = await lookupUser(email);
      expect(user?.displayName).toBe('Amélie Solo');
      const uid = user!.localId;
      await expect.poll(() => readDoc(page, `pros/${uid}`)).not.toBeNull();
      const record = (await readDoc<Record<string, unknown>>(page, `pros/${uid}`))!;
      expect(Object.keys(record).sort()).toEqual(PRO_FIELDS);
      expect(record).toEqual({
        uid,
        email,
        accountType: 'solo',
        profile: { fullName: 'Amélie Solo', phone: '06 12 34 56 78' },
        firm: null,
        preferences: { specialties: ['Droit de la famille', 'Droit pénal'], languages: ['Français'] },
        createdAt: expect.stringMatching(ISO),
      });
      expect(await readDoc(page, `memberships/${uid}`)).toEqual({ firmId: uid, role: 'owner' });
      expect(await readDoc(page, `firms/${uid}/members/${uid}`)).toMatchObject({ uid, role: 'owner' });
      // The draft is gone once the account exists.
      expect(await page.evaluate(() => sessionStorage.getItem('pretoire.onboarding-draft'))).toBeNull();
    },
  },
  {
    group: 'inscription',
    title: 'cabinet : SIRET vérifié, cabinet créé, titulaire premier membre',
    composed: true,
    run: async (page, origin, app) => {
      const email = uniqueEmail('cabinet');
      await page.goto(`${origin}/pro/signup`);
      await page.getByLabel('Cabinet', { exact: true }).check();
      await continueStep(page);
      await emailField(page).fill(email);
      await passwordField(page).fill('Cabinet-mot-de-passe-1');
      await continueStep(page);
      await page.getByLabel(/^Nom et prénom/).fill('Bruno Titulaire');
      await page.getByLabel(/^Téléphone professionnel/).fill('+33 (0)1 23 45 67 89');
      await continueStep(page);
      await expect(page.getByRole('navigation', { name: 'Étapes de l’inscription' })).toContainText('Étape 4 sur 5');
      await page.getByLabel(/^Nom du cabinet/).fill('Cabinet Titulaire & Associés');
      await page.getByLabel(/^SIRET/).fill('732 829 320 00075');
      await page.getByLabel(/^Adresse du cabinet/).fill('12 rue de la Paix, 75002 Paris');
      await continueStep(page);
      await expect(page.getByLabel(/^SIRET/)).toHaveAccessibleDescription(/clé de contrôle incorrecte/);
      await expect(page.getByLabel(/^SIRET/)).toBeFocused();
      await page.getByLabel(/^SIRET/).fill('732 829 320 00074');
      await continueStep(page);
      await page.getByLabel('Droit du travail', { exact: true }).check();
      await page.getByLabel('Français', { exact: true }).check();
      await page.getByLabel('Anglais', { exact: true }).check();
      await expect(page.getByTestId('signup-recap')).toContainText('732 829 320 00074');
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await expectWorkArea(page, origin, app);
      const uid = (await lookupUser(email))!.localId;
      await expect.poll(() => readDoc(page, `pros/${uid}`)).not.toBeNull();
      const record = (await readDoc<Record<string, unknown>>(page, `pros/${uid}`))!;
      expect(Object.keys(record).sort()).toEqual(PRO_FIELDS);
      expect(record).toEqual({
        uid,
        email,
        accountType: 'firm',
        profile: { fullName: 'Bruno Titulaire', phone: '+33 (0)1 23 45 67 89' },
        firm: {
          name: 'Cabinet Titulaire & Associés',
          siret: '73282932000074',
          address: '12 rue de la Paix, 75002 Paris',
        },
        preferences: { specialties: ['Droit du travail'], languages: ['Français', 'Anglais'] },
        createdAt: expect.stringMatching(ISO),
      });
      expect(await readDoc(page, `firms/${uid}`)).toMatchObject({
        name: 'Cabinet Titulaire & Associés',
        ownerUid: uid,
        siret: '73282932000074',
      });
      expect(await readDoc(page, `memberships/${uid}`)).toEqual({ firmId: uid, role: 'owner' });
      if (app === 'composed') await expect(page.getByTestId('user-menu')).toContainText('Cabinet Titulaire & Associés');
    },
  },
  {
    group: 'inscription',
    title: 'validation en français : email, mot de passe (règle annoncée), téléphone, SIRET, adresse, préférences',
    run: async (page, origin) => {
      await page.goto(`${origin}/pro/signup`);
      await page.getByLabel('Cabinet', { exact: true }).check();
      await continueStep(page);
      await expect(passwordField(page)).toHaveAccessibleDescription(/Au moins 12 caractères, avec des majuscules/);
      await continueStep(page);
      await expect(emailField(page)).toHaveAccessibleDescription(new RegExp(MSG.missingEmail.replace('.', '\\.')));
      await expect(emailField(page)).toBeFocused();
      await emailField(page).fill('claire@cabinet');
      await passwordField(page).fill('abc');
      await continueStep(page);
      await expect(emailField(page)).toHaveAccessibleDescription(new RegExp(MSG.invalidEmail.replace('.', '\\.')));
      await expect(passwordField(page)).toHaveAccessibleDescription(new RegExp(MSG.shortPassword.replace('.', '\\.')));
      await passwordField(page).fill('motdepasse-sans-majuscule-1');
      await continueStep(page);
      await expect(passwordField(page)).toHaveAccessibleDescription(new RegExp(MSG.mixedPassword.replace('.', '\\.')));
      await emailField(page).fill(uniqueEmail('validation'));
      await passwordField(page).fill('Valide-mot-de-passe-1');
      await continueStep(page);
      const phone = page.getByLabel(/^Téléphone professionnel/);
      await page.getByLabel(/^Nom et prénom/).fill('Chloé Valide');
      await phone.fill('06 12 34');
      await continueStep(page);
      await expect(phone).toHaveAccessibleDescription(/Numéro français invalide/);
      await phone.fill('+44 20 7946 0958');
      await continueStep(page);
      await page.getByLabel(/^SIRET/).fill('123');
      await page.getByLabel(/^Adresse du cabinet/).fill('Paris');
      await continueStep(page);
      await expect(page.getByLabel(/^Nom du cabinet/)).toHaveAccessibleDescription(
        /Veuillez saisir le nom du cabinet\./,
      );
      await expect(page.getByLabel(/^SIRET/)).toHaveAccessibleDescription(/Le SIRET compte exactement 14 chiffres\./);
      await expect(page.getByLabel(/^Adresse du cabinet/)).toHaveAccessibleDescription(/code postal à 5 chiffres/);
      await page.getByLabel(/^Nom du cabinet/).fill('Cabinet Valide');
      await page.getByLabel(/^SIRET/).fill('73282932000074');
      await page.getByLabel(/^Adresse du cabinet/).fill('3 place du Palais, 33000 Bordeaux');
      await continueStep(page);
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await expect(page.getByRole('group', { name: /Domaines d’activité/ })).toContainText(
        'Choisissez au moins un domaine d’activité.',
      );
      await expect(page.getByRole('group', { name: /Langues de travail/ })).toContainText(
        'Choisissez au moins une langue.',
      );
      await expect(page.getByLabel('Droit de la famille', { exact: true })).toBeFocused();
      await expect(page).toHaveURL(/etape=preferences/);
    },
  },
  {
    group: 'inscription',
    title: 'email déjà utilisé : retour à l’étape Compte, message du catalogue au champ, le reste gardé',
    run: async (page, origin, app) => {
      await runSignup(page, origin, {
        email: owner.email,
        password: 'Un-mot-de-passe-1',
        fullName: 'Claire Doublon',
        phone: '01 23 45 67 89',
        specialties: ['Droit fiscal'],
        languages: ['Français'],
      });
      await expect(page).toHaveURL(/etape=compte/);
      await expect(emailField(page)).toHaveAccessibleDescription(new RegExp(MSG.emailInUse.replace('.', '\\.')));
      await expect(emailField(page)).toBeFocused();
      await expect(page.getByRole('link', { name: 'connectez-vous avec ce compte' })).toHaveAttribute(
        'href',
        `/pro/login?email=${encodeURIComponent(owner.email)}`,
      );
      // Another address: straight back to the last step, every other answer kept.
      const email = uniqueEmail('doublon');
      await emailField(page).fill(email);
      await continueStep(page);
      await expect(page.getByRole('heading', { name: 'Vos préférences' })).toBeVisible();
      await expect(page.getByLabel('Droit fiscal', { exact: true })).toBeChecked();
      await expect(page.getByTestId('signup-recap')).toContainText('Claire Doublon');
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await expectWorkArea(page, origin, app);
      expect((await lookupUser(email))?.displayName).toBe('Claire Doublon');
    },
  },
  {
    group: 'inscription',
    title: 'Retour sans rien perdre ; brouillon restauré après rechargement, sans le mot de passe ; Recommencer',
    run: async (page, origin) => {
      const email = uniqueEmail('brouillon');
      await page.goto(`${origin}/pro/signup`);
      await page.getByLabel('Cabinet', { exact: true }).check();
      await continueStep(page);
      await emailField(page).fill(email);
      await passwordField(page).fill('Secret-tres-secret-9');
      await continueStep(page);
      await page.getByLabel(/^Nom et prénom/).fill('Denise Brouillon');
      await page.getByRole('button', { name: 'Retour' }).click();
      await expect(emailField(page)).toHaveValue(email);
      await expect(passwordField(page)).toHaveValue('Secret-tres-secret-9');
      await continueStep(page);
      await expect(page.getByLabel(/^Nom et prénom/)).toHaveValue('Denise Brouillon');
      await page.getByLabel(/^Téléphone professionnel/).fill('0556000000');
      await continueStep(page);
      await page.getByLabel(/^Nom du cabinet/).fill('Cabinet Brouillon');

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Votre cabinet' })).toBeVisible();
      await expect(page.getByLabel(/^Nom du cabinet/)).toHaveValue('Cabinet Brouillon');
      const stored = await page.evaluate(() => sessionStorage.getItem('pretoire.onboarding-draft'));
      expect(stored).toContain('Cabinet Brouillon');
      expect(stored).not.toContain('Secret-tres-secret-9');
      await page.getByRole('button', { name: 'Retour' }).click();
      await expect(page.getByLabel(/^Téléphone professionnel/)).toHaveValue('0556000000');
      await page.getByRole('button', { name: 'Retour' }).click();
      await expect(emailField(page)).toHaveValue(email);
      await expect(passwordField(page)).toHaveValue('');
      await expect(page.getByText('le mot de passe n’est jamais conservé')).toBeVisible();

      await page.getByRole('button', { name: 'Recommencer' }).click();
      await expect(page.getByRole('heading', { name: 'Type de compte' })).toBeVisible();
      await expect(page.getByLabel('Exercice individuel', { exact: true })).toBeChecked();
      await continueStep(page);
      await expect(emailField(page)).toHaveValue('');
      expect((await page.evaluate(() => sessionStorage.getItem('pretoire.onboarding-draft'))) ?? '').not.toContain(
        'Cabinet Brouillon',
      );
    },
  },
  {
    group: 'inscription',
    title: 'mot de passe oublié au rechargement : la dernière étape renvoie à l’étape Compte',
    run: async (page, origin, app) => {
      const email = uniqueEmail('recharge');
      await page.goto(`${origin}/pro/signup`);
      await continueStep(page);
      await emailField(page).fill(email);
      await passwordField(page).fill('Recharge-mot-de-passe-1');
      await continueStep(page);
      await page.getByLabel(/^Nom et prénom/).fill('Eva Recharge');
      await page.getByLabel(/^Téléphone professionnel/).fill('0612345678');
      await continueStep(page);
      await page.getByLabel('Droit rural', { exact: true }).check();
      await page.getByLabel('Français', { exact: true }).check();
      await page.reload();
      await expect(page.getByLabel('Droit rural', { exact: true })).toBeChecked();
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await expect(page.getByRole('heading', { name: 'Votre compte' })).toBeVisible();
      await expect(passwordField(page)).toHaveAccessibleDescription(
        new RegExp(MSG.missingPassword.replace('.', '\\.')),
      );
      await expect(passwordField(page)).toBeFocused();
      await page.keyboard.type('Recharge-mot-de-passe-1');
      await continueStep(page);
      await continueStep(page);
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await expectWorkArea(page, origin, app);
      expect((await lookupUser(email))?.displayName).toBe('Eva Recharge');
    },
  },
  {
    group: 'inscription',
    title: 'au clavier seul : type de compte, étapes, retour',
    run: async (page, origin) => {
      await page.goto(`${origin}/pro/signup`);
      const solo = page.getByLabel('Exercice individuel', { exact: true });
      await tabTo(page, solo);
      await page.keyboard.press('ArrowDown');
      await expect(page.getByLabel('Cabinet', { exact: true })).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Continuer' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'Votre compte' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(emailField(page)).toBeFocused();
      await page.keyboard.type(uniqueEmail('clavier'));
      await page.keyboard.press('Tab');
      await page.keyboard.type('Clavier-mot-de-passe-1');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'Votre profil' })).toBeFocused();
      await tabTo(page, page.getByRole('button', { name: 'Retour' }));
      await page.keyboard.press('Enter');
      await expect(passwordField(page)).toHaveValue('Clavier-mot-de-passe-1');
    },
  },
  {
    group: 'invitation',
    title: 'acceptée : compte créé, membre du bon cabinet, invitation utilisée puis refusée',
    composed: true,
    run: async (page, origin, app) => {
      const firmName = await openInvitationDb(page, origin);
      const token = newToken();
      const email = uniqueEmail('invite');
      await writeDoc(page, `invitations/${token}`, invitationDoc({ token, email, firmId: 'demo-owner', firmName }));
      await page.goto(`${origin}/pro/accept-invite?token=${token}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Rejoindre ${firmName}`);
      await expect(page.getByTestId('invitation-summary')).toContainText(firmName);
      const invited = page.getByLabel('Adresse email');
      await expect(invited).toHaveValue(email);
      await expect(invited).toHaveAttribute('readonly', '');
      await page.getByLabel(/^Nom et prénom/).fill('Inès Invitée');
      await page.getByLabel(/^Mot de passe/).fill('Invitee-mot-de-passe-1');
      await page.getByRole('button', { name: 'Rejoindre le cabinet' }).click();
      await expectWorkArea(page, origin, app);
      const user = await lookupUser(email);
      expect(user?.displayName).toBe('Inès Invitée');
      const uid = user!.localId;
      const record = await readDoc<Record<string, unknown>>(page, `pros/${uid}`);
      expect(Object.keys(record ?? {}).sort()).toEqual(PRO_FIELDS);
      expect(record).toEqual({
        uid,
        email,
        accountType: 'firm',
        profile: { fullName: 'Inès Invitée', phone: '' },
        firm: null,
        preferences: { specialties: [], languages: [] },
        createdAt: expect.stringMatching(ISO),
      });
      expect(await readDoc(page, `memberships/${uid}`)).toEqual({
        firmId: 'demo-owner',
        role: 'member',
        invitation: token,
      });
      expect(await readDoc(page, `firms/demo-owner/members/${uid}`)).toMatchObject({
        uid,
        role: 'member',
        name: 'Inès Invitée',
      });
      expect(await readDoc(page, `invitations/${token}`)).toMatchObject({
        usedBy: uid,
        usedAt: expect.stringMatching(ISO),
      });
      if (app === 'composed') await expect(page.getByTestId('user-menu')).toContainText(firmName);

      await page.goto(`${origin}/pro/accept-invite?token=${token}`);
      await expect(page.getByRole('alert')).toContainText('Invitation déjà utilisée');
      await expect(page.getByRole('alert').getByRole('link', { name: 'Se connecter' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Rejoindre le cabinet' })).toHaveCount(0);
    },
  },
  {
    group: 'invitation',
    title: 'expirée (14 jours) ou inconnue : refusée avec un message clair et une issue',
    run: async (page, origin) => {
      const firmName = await openInvitationDb(page, origin);
      await page.goto(`${origin}/pro/accept-invite?token=inexistant`);
      await expect(page.getByRole('alert')).toContainText('Vérifiez le lien reçu par email');
      await expect(page.getByRole('alert').getByRole('link', { name: 'Créer un compte' })).toBeVisible();
      const token = newToken();
      const email = uniqueEmail('expiree');
      await writeDoc(
        page,
        `invitations/${token}`,
        invitationDoc({ token, email, firmId: 'demo-owner', firmName, expired: true }),
      );
      await page.goto(`${origin}/pro/accept-invite?token=${token}`);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Invitation expirée');
      await expect(alert).toContainText('valable 14 jours');
      await expect(alert).toContainText(firmName);
      await expect(page.getByRole('button', { name: 'Rejoindre le cabinet' })).toHaveCount(0);
      await page.goto(`${origin}/pro/accept-invite`);
      await expect(page.getByRole('alert')).toContainText('Lien d’invitation incomplet');
      expect(await lookupUser(email)).toBeNull();
    },
  },
  {
    group: 'invitation',
    title: 'email invité qui a déjà un compte : explication et proposition de se connecter',
    composed: true,
    run: async (page, origin) => {
      const firmName = await openInvitationDb(page, origin);
      const token = newToken();
      await writeDoc(
        page,
        `invitations/${token}`,
        invitationDoc({ token, email: member.email, firmId: 'demo-owner', firmName }),
      );
      await page.goto(`${origin}/pro/accept-invite?token=${token}`);
      await page.getByLabel(/^Nom et prénom/).fill('Julien Martin');
      await page.getByLabel(/^Mot de passe/).fill('Un-mot-de-passe-1');
      await page.getByRole('button', { name: 'Rejoindre le cabinet' }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(MSG.emailInUse);
      await expect(alert).toBeFocused();
      await expect(page.getByLabel(/^Nom et prénom/)).toHaveValue('Julien Martin');
      await alert.getByRole('link', { name: 'Se connecter avec ce compte' }).click();
      await expect(page).toHaveURL(`${origin}/pro/login?email=${encodeURIComponent(member.email)}`);
    },
  },
  {
    group: 'invitation',
    title: 'au clavier seul',
    run: async (page, origin, app) => {
      const firmName = await openInvitationDb(page, origin);
      const token = newToken();
      const email = uniqueEmail('invite-clavier');
      await writeDoc(page, `invitations/${token}`, invitationDoc({ token, email, firmId: 'demo-owner', firmName }));
      await page.goto(`${origin}/pro/accept-invite?token=${token}`);
      await tabTo(page, page.getByLabel(/^Nom et prénom/));
      await page.keyboard.type('Karim Clavier');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Clavier-mot-de-passe-2');
      await page.keyboard.press('Enter');
      await expectWorkArea(page, origin, app);
      expect((await lookupUser(email))?.displayName).toBe('Karim Clavier');
    },
  },
  {
    // The composed pages are checked by the tour of every route (e2e/routes.spec.ts); here with errors shown.
    group: 'accessibilité (axe)',
    title: 'aucune violation grave sur les quatre écrans, erreurs affichées comprises',
    timeout: 90_000,
    run: async (page, origin, app) => {
      // Eight axe passes over four screens: longer than one journey on two busy cores.
      await page.goto(`${origin}/pro/login`);
      await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
      await expectNoSeriousViolation(page, app);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.getByLabel('Adresse email')).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousViolation(page, app);
      await fillLogin(page, 'pas-un-email', 'x');
      await expect(loginError(page)).toBeVisible();
      await expectNoSeriousViolation(page, app);

      await page.goto(`${origin}/pro/forgot`);
      await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
      await expectNoSeriousViolation(page, app);

      await page.goto(`${origin}/pro/signup`);
      await expect(page.getByRole('heading', { name: 'Type de compte' })).toBeVisible();
      await expectNoSeriousViolation(page, app);
      await page.getByLabel('Cabinet', { exact: true }).check();
      await continueStep(page);
      await continueStep(page);
      await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousViolation(page, app);
      await page.goto(`${origin}/pro/signup?etape=preferences`);
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await expectNoSeriousViolation(page, app);

      const firmName = await openInvitationDb(page, origin);
      await expectNoSeriousViolation(page, app);
      const token = newToken();
      await writeDoc(
        page,
        `invitations/${token}`,
        invitationDoc({ token, email: uniqueEmail('axe'), firmId: 'demo-owner', firmName }),
      );
      await page.goto(`${origin}/pro/accept-invite?token=${token}`);
      await expect(page.getByRole('button', { name: 'Rejoindre le cabinet' })).toBeVisible();
      await expectNoSeriousViolation(page, app);
    },
  },
]);
