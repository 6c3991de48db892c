// Global setup of jest's emulator project: the Firestore emulator (Google's JAR on Java) for the
// `*.emulator.test.ts` suites — reused when one already answers (npm start), started otherwise
// and stopped by the teardown. Missing Java or JAR: the run fails with what to install.
// tooling's TypeScript is loaded through tsx, as its command-line tools are.
async function emulatorModule() {
  const { register } = await import('tsx/esm/api');
  register();
  return import('../emulator.ts');
}

module.exports = async function startFirestoreEmulator() {
  const emulator = await emulatorModule();
  // FIRESTORE_EMULATOR_HOST (the variable the Firebase tools use) picks another emulator or port.
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? emulator.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = host;
  if (await emulator.firestoreIsUp(host)) return;
  const unavailable = emulator.firestoreEmulatorUnavailable();
  if (unavailable) throw new Error(`Les tests du chemin de production ne peuvent pas tourner : ${unavailable}`);
  const child = emulator.startFirestoreEmulator(Number(host.split(':')[1]));
  globalThis.__firestoreEmulator = child;
  await emulator.waitUntilUp(`L’émulateur Firestore (${host})`, () => emulator.firestoreIsUp(host), {
    child,
    hint: `Vérifiez qu’aucun autre programme n’occupe ce port et que Java fonctionne (java -version).`,
  });
};
