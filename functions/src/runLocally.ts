/**
 * `npm run functions:run`: the scheduled jobs (reminders and 48 h nudges; RGPD retention; the free/busy refresh) once, now, against the local
 * backend of a running `npm start` (Firestore emulator, mail catcher). Prints what it sent.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { runBusyRefresh } from './handlers/busy.ts';
import { runReminders } from './handlers/reminders.ts';
import { runRetention } from './handlers/retention.ts';
import { smtpMailer } from './mail/mailer.ts';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
const app = initializeApp({ projectId: process.env.PRETOIRE_PROJECT_ID ?? 'demo-pretoire' });
try {
  const deps = {
    db: getFirestore(app),
    mailer: smtpMailer(process.env.SMTP_URL ?? 'smtp://127.0.0.1:1025'),
    appUrl: process.env.APP_URL ?? 'http://localhost:3000',
    now: () => new Date(),
  };
  const sent = await runReminders(deps);
  const proposed = await runRetention(deps);
  const busy = Object.values(await runBusyRefresh(deps)).filter((outcome) => outcome === 'mis à jour').length;
  console.log(`Disponibilités publiques : ${busy} projection(s) mise(s) à jour.`);
  console.log(
    proposed.length
      ? `Conservation : ${proposed.length} client(s) proposé(s) à l’anonymisation.`
      : 'Conservation : aucun client à proposer.',
  );
  console.log(
    sent.length
      ? `Rappels : ${sent.map(({ key, outcome }) => `${key} (${outcome})`).join(', ')}`
      : 'Rappels : rien à envoyer maintenant.',
  );
  console.log('Boîte de réception locale : http://127.0.0.1:1080');
} catch (error) {
  console.error(
    `Les rappels n’ont pas pu tourner (npm start est-il lancé ?) : ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
