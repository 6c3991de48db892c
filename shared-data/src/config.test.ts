/**
 * Which backend a page uses: its HTML names it (`<meta name="pretoire-data-backend">`, written by
 * the build and pretoire-compose), so one build serves either; jest and Node read the environment.
 */
import { dataBackend } from './config.ts';

function nameInPage(backend: string | null): void {
  document.head.querySelector('meta[name="pretoire-data-backend"]')?.remove();
  if (backend === null) return;
  const meta = document.createElement('meta');
  meta.name = 'pretoire-data-backend';
  meta.content = backend;
  document.head.append(meta);
}

afterEach(() => {
  nameInPage(null);
  delete process.env.PRETOIRE_DATA_BACKEND;
});

describe('dataBackend : la base de données de la page', () => {
  it('celle que la page nomme, quel que soit l’environnement', () => {
    nameInPage('firestore');
    expect(dataBackend()).toBe('firestore');
    process.env.PRETOIRE_DATA_BACKEND = 'firestore';
    nameInPage('indexeddb');
    expect(dataBackend()).toBe('indexeddb');
  });

  it('sans page qui la nomme : l’environnement, sinon la base propre au navigateur', () => {
    expect(dataBackend()).toBe('indexeddb');
    process.env.PRETOIRE_DATA_BACKEND = 'firestore';
    expect(dataBackend()).toBe('firestore');
  });

  it('une valeur inconnue ne mène pas à Firestore', () => {
    nameInPage('Firestore ');
    expect(dataBackend()).toBe('indexeddb');
  });
});
