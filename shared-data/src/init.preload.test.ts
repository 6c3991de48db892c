/**
 * The shell fetches the data layer's code as a work-area page boots, before the sign-in is
 * restored (preloadData): on Firestore the adapter and its SDK, without starting anything.
 */
import { activeAdapter, preloadData } from './init.ts';

const mockAdapterModuleLoaded = jest.fn();
const mockSdkLoaded = jest.fn();
jest.mock('./firestoreBackend.ts', () => {
  mockAdapterModuleLoaded();
  return jest.requireActual('./firestoreBackend.ts');
});
// The SDK's modules: loaded (their code fetched), never called.
jest.mock('firebase/app', () => {
  mockSdkLoaded('firebase/app');
  return {};
});
jest.mock('firebase/firestore', () => {
  mockSdkLoaded('firebase/firestore');
  return {};
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete process.env.PRETOIRE_DATA_BACKEND;
});

it('sur la base du navigateur : rien à précharger', async () => {
  preloadData();
  await settle();
  expect(mockAdapterModuleLoaded).not.toHaveBeenCalled();
  expect(mockSdkLoaded).not.toHaveBeenCalled();
});

it('sur Firestore : le code de l’adaptateur et du SDK est demandé, rien n’est démarré', async () => {
  process.env.PRETOIRE_DATA_BACKEND = 'firestore';
  preloadData();
  preloadData();
  await settle();
  expect(mockAdapterModuleLoaded).toHaveBeenCalledTimes(1);
  expect(mockSdkLoaded.mock.calls.map(([name]) => name).sort()).toEqual(['firebase/app', 'firebase/firestore']);
  expect(activeAdapter()).toBeNull();
});
