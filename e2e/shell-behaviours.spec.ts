/**
 * Every non-screen rule of the seed, in a real browser: guards (cold load and in-app),
 * hostile redirects, loader, error pages, skip link, external links, icon buttons, toasts,
 * scroll, the reload guard and the build watch.
 */
import { expect, type Page } from '@playwright/test';
import { demoMember, holdFirebase, login, main, OWNER_STATE, test } from './fixtures.ts';

/** Client-side navigation, as a link inside any remote would do it. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('gardes, sans session', () => {
  test('chargement direct de /app… : /app/loader avec le chemin complet, puis /pro/login', async ({ page }) => {
    const release = await holdFirebase(page);
    await page.goto('/app/cases?statut=ouvert#liste', { waitUntil: 'commit' });
    await expect(page).toHaveURL(`/app/loader?redirect=${encodeURIComponent('/app/cases?statut=ouvert#liste')}`);
    release();
    await expect(page).toHaveURL(`/pro/login?redirect=${encodeURIComponent('/app/cases?statut=ouvert#liste')}`);
  });

  test('navigation interne vers /app… : /pro/login avec le chemin', async ({ page }) => {
    await page.goto('/pro/login');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await navigateInApp(page, '/app/billing/unpaid?page=2');
    await expect(page).toHaveURL(`/pro/login?redirect=${encodeURIComponent('/app/billing/unpaid?page=2')}`);
  });

  test('une page /pro non publique exige un utilisateur', async ({ page }) => {
    await page.goto('/pro/mon-compte');
    await expect(page).toHaveURL(`/pro/login?redirect=${encodeURIComponent('/pro/mon-compte')}`);
  });

  for (const path of ['/pro', '/pro/login', '/pro/signup', '/pro/forgot', '/pro/accept-invite']) {
    test(`${path} reste public`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('[data-parcel] [data-area-root]')).toBeVisible();
      await expect(page).toHaveURL(path);
    });
  }

  test('/app/loader attend l’initialisation puis continue (sans mise en page)', async ({ page }) => {
    const release = await holdFirebase(page);
    await page.goto('/app/loader?redirect=%2Fapp%2Fhelp', { waitUntil: 'commit' });
    await expect(page.locator('[data-layout="none"]').getByRole('status')).toContainText('Chargement');
    await expect(page.locator('[data-layout="default"]')).toHaveCount(0);
    release();
    await expect(page).toHaveURL(`/pro/login?redirect=${encodeURIComponent('/app/help')}`);
  });
});

test.describe('gardes, avec session', () => {
  test.use({ storageState: OWNER_STATE });

  for (const path of ['/pro/login', '/pro/signup']) {
    test(`garde supplémentaire : ${path} renvoie vers /app`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/app');
    });
  }

  test('navigation interne vers /pro/login renvoie vers /app', async ({ page }) => {
    await page.goto('/app/help');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Aide');
    await navigateInApp(page, '/pro/login');
    await expect(page).toHaveURL('/app');
  });

  test('le chargeur suit une cible sûre', async ({ page }) => {
    await page.goto(`/app/loader?redirect=${encodeURIComponent('/app/help#contact')}`);
    await expect(page).toHaveURL('/app/help#contact');
  });

  const HOSTILE = [
    '//evil.example',
    '//evil.example/app',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/app',
    'http:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '///evil.example',
    ' //evil.example',
    'evil.example',
    '/\u0000//evil.example',
    'vbscript:msgbox(1)',
    '/%09/evil.example',
    '/%0d%0a//evil.example',
  ];
  // One page for all of them (a step each, named by its value): a fresh browser context per value
  // cost more than the check itself.
  test(`redirect hostile → /app, pour chacune des ${HOSTILE.length} valeurs`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const value of HOSTILE) {
      await test.step(`redirect ${JSON.stringify(value)}`, async () => {
        await page.goto(`/app/loader?redirect=${encodeURIComponent(value)}`);
        await expect(page).toHaveURL('/app');
        await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(/^Bonjour/);
      });
    }
  });
});

test.describe('pages d’erreur', () => {
  test('adresse inconnue : « Page Not Found » avec un lien vers l’accueil', async ({ page }) => {
    await page.goto('/nulle-part');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await main(page).getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL('/');
  });

  test.describe('avec session', () => {
    test.use({ storageState: OWNER_STATE });
    test('validation en échec : 404 « Page Not Found: {chemin} »', async ({ page }) => {
      await page.goto('/app/cases/id%20impossible!');
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
        'Page Not Found: /app/cases/id%20impossible!',
      );
      await page.goto('/app/research/articles/Pas_Un_Slug');
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
        'Page Not Found: /app/research/articles/Pas_Un_Slug',
      );
    });
  });

  test.describe('robot d’indexation', () => {
    test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    test('ne reçoit aucune page d’erreur', async ({ page }) => {
      await page.goto('/nulle-part');
      await expect(main(page)).toBeAttached();
      await expect(page.getByText('Page Not Found')).toHaveCount(0);
    });
  });
});

test.describe('accessibilité et liens', () => {
  test.use({ storageState: OWNER_STATE });

  test('le lien d’évitement est le premier arrêt de tabulation et donne le focus au contenu', async ({ page }) => {
    await page.goto('/app/help');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Aide');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu principal' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(main(page)).toBeFocused();
  });

  test('liens externes : nouvel onglet, noopener noreferrer — aussi dans le contenu d’un module', async ({ page }) => {
    await page.goto('/app/help');
    const legifrance = main(page).getByRole('link', { name: 'Légifrance' });
    await expect(legifrance).toHaveAttribute('target', '_blank');
    await expect(legifrance).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(main(page).getByRole('link', { name: 'Naviguer au clavier' })).not.toHaveAttribute('target');

    await page.goto('/app/calendar');
    const area = main(page).locator('[data-area-root]');
    await expect(area).toBeVisible();
    await area.evaluate((root) => {
      const link = document.createElement('a');
      link.href = 'https://www.courdecassation.fr/';
      link.textContent = 'Cour de cassation';
      root.append(link);
    });
    const injected = main(page).getByRole('link', { name: 'Cour de cassation' });
    await expect(injected).toHaveAttribute('target', '_blank');
    await expect(injected).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('un bouton icône sans libellé reçoit « Bouton »', async ({ page }) => {
    await page.goto('/app/calendar');
    const area = main(page).locator('[data-area-root]');
    await expect(area).toBeVisible();
    await area.evaluate((root) => {
      const button = document.createElement('button');
      button.innerHTML = '<svg aria-hidden="true" width="16" height="16"></svg>';
      button.dataset.testid = 'icone';
      root.append(button);
    });
    await expect(page.getByTestId('icone')).toHaveAttribute('aria-label', 'Bouton');
    await expect(main(page).getByRole('button', { name: 'Bouton' })).toBeVisible();
  });
});

test.describe('notifications', () => {
  test.use({ storageState: OWNER_STATE });

  test('en haut à droite, avec fermeture et couleurs riches ; six types', async ({ page }) => {
    await page.goto('/app/settings/notifications');
    // sonner marks every type but the default one with data-type.
    const TYPES = {
      Standard: null,
      Succès: 'success',
      Information: 'info',
      Avertissement: 'warning',
      Erreur: 'error',
      'En cours': 'loading',
    };
    const front = page.locator('[data-sonner-toast][data-front="true"]');
    for (const [label, type] of Object.entries(TYPES)) {
      await main(page)
        .getByRole('button', { name: `Aperçu : ${label}` })
        .click();
      if (type) await expect(front).toHaveAttribute('data-type', type);
      else await expect(front).not.toHaveAttribute('data-type');
    }
    const toaster = page.locator('[data-sonner-toaster]');
    await expect(toaster).toHaveCount(1);
    await expect(toaster).toHaveAttribute('data-y-position', 'top');
    await expect(toaster).toHaveAttribute('data-x-position', 'right');
    await expect(front).toHaveAttribute('data-rich-colors', 'true');
    // Every toast but a "loading" one can be closed.
    await main(page).getByRole('button', { name: 'Aperçu : Succès' }).click();
    await expect(front.locator('[data-close-button]')).toBeAttached();
  });

  test('trois notifications visibles au plus', async ({ page }) => {
    await page.goto('/app/settings/notifications');
    // "En cours" notifications stay until dismissed: the count does not depend on timing.
    for (let i = 0; i < 5; i += 1) await main(page).getByRole('button', { name: 'Aperçu : En cours' }).click();
    await expect(page.locator('[data-sonner-toast][data-type="loading"]')).toHaveCount(5);
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);
  });
});

test.describe('défilement', () => {
  test.use({ storageState: OWNER_STATE });

  const makeTall = (page: Page) =>
    page.evaluate(() => {
      // A long page: the spacer is not React's, so it stays in <main> while the app navigates.
      const spacer = document.createElement('div');
      spacer.style.height = '4000px';
      spacer.id = 'spacer';
      document.getElementById('main-content')!.append(spacer);
    });

  test('haut de page sur une nouvelle page, position restaurée au retour — y compris sur un module', async ({
    page,
  }) => {
    await page.goto('/app/clients');
    await expect(main(page).locator('[data-area-root]')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await makeTall(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    await page.getByRole('navigation', { name: 'Espace de travail' }).getByRole('link', { name: 'Aide' }).click();
    await expect(page).toHaveURL('/app/help');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL('/app/clients');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
  });

  test('un lien vers une ancre fait défiler jusqu’à sa cible', async ({ page }) => {
    await page.goto('/app/help');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Aide');
    await makeTall(page);
    await main(page)
      .getByRole('navigation', { name: 'Sommaire de l’aide' })
      .getByRole('link', { name: 'Nous contacter' })
      .click();
    await expect(page).toHaveURL('/app/help#contact');
    await expect(page.locator('#contact')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('une ancre changée par le navigateur (barre d’adresse, lien simple) mène à sa cible', async ({ page }) => {
    await page.goto('/app/help');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Aide');
    await makeTall(page);
    // The first load's entry has a saved position; the new entry shares its key, not its scroll.
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);
    await page.evaluate(() => {
      window.location.hash = 'contact';
    });
    await expect(page).toHaveURL('/app/help#contact');
    await expect(page.locator('#contact')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

test.describe('chargements en échec et nouveaux builds', () => {
  test.use({ storageState: OWNER_STATE });

  test('un module qui ne charge pas : exactement un rechargement, puis le panneau d’erreur', async ({ page }) => {
    await page.route('http://localhost:3006/**', (route) => route.abort('failed'));
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto('/app/research');
    await expect(main(page).getByRole('alert')).toContainText('Ce module n’a pas pu être chargé');
    await expect(main(page).getByRole('button', { name: 'Réessayer' })).toBeVisible();
    expect(loads).toBe(2);
  });

  test('un nouveau build publié : la navigation suivante recharge la page', async ({ page }) => {
    const metaRequest = page.waitForRequest(/\/builds\/meta\/[^/]+\.json$/);
    await page.goto('/app/help');
    expect((await (await metaRequest).response())?.status()).toBe(200);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Aide');
    await page.evaluate(() => Object.assign(window, { pageMarker: 'avant' }));

    await page.route(/\/builds\/latest\.json\?\d+$/, (route) =>
      route.fulfill({ json: { id: 'build-plus-recent', timestamp: Date.now() } }),
    );
    const polled = page.waitForRequest(/\/builds\/latest\.json\?\d+$/);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await polled;
    // Still the same document until the user navigates.
    expect(await page.evaluate(() => (window as unknown as { pageMarker?: string }).pageMarker)).toBe('avant');

    const reloaded = page.waitForEvent('load');
    await page.getByRole('navigation', { name: 'Espace de travail' }).getByRole('link', { name: 'Agenda' }).click();
    await reloaded;
    await expect(page).toHaveURL('/app/calendar');
    expect(await page.evaluate(() => (window as unknown as { pageMarker?: string }).pageMarker)).toBeUndefined();
  });
});

test.describe('rôles', () => {
  test('un collaborateur voit « Accès réservé au titulaire du compte » sur les écrans du titulaire, le reste reste ouvert', async ({
    page,
  }) => {
    await login(page, demoMember);
    for (const path of [
      '/app/settings/team',
      '/app/settings/billing',
      '/app/settings/subscription',
      '/app/teammates/new',
    ]) {
      await page.goto(path);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Accès réservé au titulaire du compte');
    }
    await page.goto('/app/settings/profile');
    await expect(main(page).getByTestId('profile-session')).toContainText('collaborateur');
  });

  test.describe('titulaire', () => {
    test.use({ storageState: OWNER_STATE });
    test('le titulaire ouvre ces écrans', async ({ page }) => {
      await page.goto('/app/settings/team');
      await expect(main(page).locator('[data-area-root]')).toBeVisible();
      await expect(page.getByText('Accès réservé au titulaire du compte')).toHaveCount(0);
    });
  });
});
