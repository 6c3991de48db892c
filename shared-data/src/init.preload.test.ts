/**
 * The shell fetches the data layer's code as a work-area page boots, before the sign-in is
 * restored (preloadData): on Firestore the adapter and its SDK, without starting anything.
 */
import { activeAdapter, preloadData } from './init.ts';

const mockAdapterModuleLoaded = jest.fn();
jest.mock('./firestoreBackend.ts', () => {
  mockAdapterModuleLoaded();
  return { loadFirestoreAdapter: jest.fn() };
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete process.env.PRETOIRE_DATA_BACKEND;
});

it('sur la base du navigateur : rien à précharger', async () => {
  preloadData();
  await settle();
  expect(mockAdapterModuleLoaded).not.toHaveBeenCalled();
});

it('sur Firestore : le code de l’adaptateur est demandé, rien n’est démarré', async () => {
  process.env.PRETOIRE_DATA_BACKEND = 'firestore';
  preloadData();
  preloadData();
  await settle();
  expect(mockAdapterModuleLoaded).toHaveBeenCalledTimes(1);
  expect(activeAdapter()).toBeNull();
});
