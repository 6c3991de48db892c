/**
 * What the shell asks for as it boots, by the address the page was opened at: the sign-in's
 * restore, the data layer's code and the page's area together, not one after the other.
 */
import { initAuth } from 'shared-auth';
import { preloadData } from 'shared-data/store';
import { loadExposed } from '../remotes/registry.ts';
import { preloadPageArea, startSessionEarly } from './earlyLoads.ts';

jest.mock('shared-auth', () => ({ initAuth: jest.fn(() => Promise.resolve()) }));
jest.mock('shared-data/store', () => ({ preloadData: jest.fn() }));
jest.mock('../remotes/registry.ts', () => ({ loadExposed: jest.fn(() => Promise.resolve({})) }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => jest.clearAllMocks());

it('une page de l’espace de travail : la session, le code des données et le module de la page', async () => {
  startSessionEarly('/app/cases');
  preloadPageArea('/app/cases');
  await settle();
  expect(initAuth).toHaveBeenCalledTimes(1);
  expect(preloadData).toHaveBeenCalledTimes(1);
  expect(loadExposed).toHaveBeenCalledWith('mf_cases_clients', './app');
});

it('le tableau de bord, page du shell : la session et les données, aucun module à l’avance', async () => {
  startSessionEarly('/app');
  preloadPageArea('/app');
  await settle();
  expect(initAuth).toHaveBeenCalledTimes(1);
  expect(preloadData).toHaveBeenCalledTimes(1);
  expect(loadExposed).not.toHaveBeenCalled();
});

it('une page de connexion : la session seule ; une page publique : rien', async () => {
  startSessionEarly('/pro/login');
  preloadPageArea('/pro/login');
  await settle();
  expect(initAuth).toHaveBeenCalledTimes(1);
  expect(preloadData).not.toHaveBeenCalled();
  expect(loadExposed).not.toHaveBeenCalled();

  jest.clearAllMocks();
  startSessionEarly('/search');
  preloadPageArea('/search');
  await settle();
  expect(initAuth).not.toHaveBeenCalled();
  expect(preloadData).not.toHaveBeenCalled();
  expect(loadExposed).not.toHaveBeenCalled();
});

it('un module qui ne charge pas à l’avance : rien ne remonte, son emplacement s’en charge', async () => {
  jest.mocked(loadExposed).mockRejectedValueOnce(new Error('hors ligne'));
  preloadPageArea('/app/billing');
  await settle();
  expect(loadExposed).toHaveBeenCalledWith('mf_billing_accounting', './app');
});
