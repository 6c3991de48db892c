/**
 * The local platform of `npm start` and the tests, on http://127.0.0.1:8090 (free among the
 * local services: Firestore 8080, Auth 9099, backend readiness 9010, MailDev 1025/1080, apps
 * 3000–3007, hosting 4000–4007). Started in the local backend's process, waited for on its Flow
 * Service healthcheck like the other services; one already answering there is reused.
 */
import { waitUntilUp } from '../emulator.ts';
import { cabinetsFromEnvironment, demoDirectoryEntries, demoPlatformCabinets } from './cabinets.ts';
import { SERVICE_ROOTS } from './contract.ts';
import { startPlatform } from './server.ts';

export const PLATFORM_PORT = 8090;
export const PLATFORM_URL = `http://127.0.0.1:${PLATFORM_PORT}`;
export const FLOW_SERVICE_URL = `${PLATFORM_URL}${SERVICE_ROOTS.flow}`;
export const DIRECTORY_SERVICE_URL = `${PLATFORM_URL}${SERVICE_ROOTS.directory}`;
export const PLATFORM_TOKEN_URL = `${PLATFORM_URL}/auth-service/pretoire/token`;

/** True when a platform answers its Flow Service healthcheck at `url`. */
export async function platformIsUp(url = PLATFORM_URL): Promise<boolean> {
  try {
    return (await fetch(`${url}${SERVICE_ROOTS.flow}/v1/healthcheck`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

export async function startLocalPlatform(log: (line: string) => void): Promise<{ stop(): void }> {
  if (await platformIsUp()) {
    log(`Une plateforme agréée locale répond déjà sur ${PLATFORM_URL} : elle est réutilisée.`);
    return { stop() {} };
  }
  const cabinets = cabinetsFromEnvironment() ?? demoPlatformCabinets();
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  try {
    platform = await startPlatform({ port: PLATFORM_PORT, cabinets, directory: demoDirectoryEntries(cabinets), log });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      code === 'EADDRINUSE'
        ? `La plateforme agréée locale ne peut pas écouter sur ${PLATFORM_URL} : un autre programme occupe le port ${PLATFORM_PORT}.`
        : `La plateforme agréée locale n’a pas démarré : ${(error as Error).message}`,
    );
  }
  await waitUntilUp(`La plateforme agréée locale (${PLATFORM_URL})`, () => platformIsUp(), { timeoutMs: 30_000 });
  log(
    `Plateforme agréée locale (XP Z12-013, en mémoire) prête sur ${PLATFORM_URL} — Flow Service ${SERVICE_ROOTS.flow}, Directory Service ${SERVICE_ROOTS.directory}, jetons ${PLATFORM_TOKEN_URL} ; ${cabinets
      .map((cabinet) => `${cabinet.name} (SIREN ${cabinet.siren}, client ${cabinet.clientId})`)
      .join(', ')}.`,
  );
  return { stop: () => void platform.stop() };
}
