/**
 * `npm run deploy -- <app> [<app>…]` publishes each app's production build into the local
 * hosting tree and switches the environment's registry to it; `npm run deploy -- all` deploys
 * the eight. `npm run deploy:rollback -- <app>` puts the previous version back.
 */
import { APPS } from '../apps.ts';
import { appByDir, deploy, rollback } from '../hosting.ts';

const args = process.argv.slice(2);
const back = args.includes('--rollback');
const names = args.filter((arg) => !arg.startsWith('--'));
if (names.length === 0) {
  console.error('Usage : npm run deploy -- <module|all> …   ou   npm run deploy:rollback -- <module>');
  process.exit(2);
}
const apps = names.includes('all') ? [...APPS] : names.map(appByDir);
try {
  for (const app of apps) {
    const version = back ? rollback(app) : deploy(app);
    console.log(`${app.dir} : version ${version} ${back ? 'remise en service' : 'déployée'}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
