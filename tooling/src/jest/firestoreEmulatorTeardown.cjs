// Stops the Firestore emulator the global setup started (its own process group: the JVM too).
module.exports = async function stopFirestoreEmulator() {
  const child = globalThis.__firestoreEmulator;
  if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
};
