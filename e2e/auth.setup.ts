/** Signs the demo owner in once; journeys that need a session reuse this browser state. */
import { test as setup } from '@playwright/test';
import { login, demoOwner, OWNER_STATE } from './fixtures.ts';

setup('connexion du titulaire de démonstration', async ({ page }) => {
  await login(page, demoOwner);
  await page.context().storageState({ path: OWNER_STATE });
});
