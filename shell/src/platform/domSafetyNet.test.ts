import { startDomSafetyNet } from './domSafetyNet.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('filets de sécurité du DOM (spec §2)', () => {
  let stop: () => void;
  beforeEach(() => {
    document.body.innerHTML = '';
    stop = startDomSafetyNet(document.body, 'https://pretoire.test');
  });
  afterEach(() => stop());

  it('un lien externe ajouté par un module s’ouvre dans un nouvel onglet, sans opener ni referrer', async () => {
    document.body.innerHTML = '<a href="https://www.legifrance.gouv.fr/">Légifrance</a><a href="/app/help">Aide</a>';
    await flush();
    const [external, internal] = Array.from(document.querySelectorAll('a'));
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(internal).not.toHaveAttribute('target');
  });

  it('garde les valeurs rel existantes', async () => {
    document.body.innerHTML = '<a href="https://exemple.fr" rel="external">x</a>';
    await flush();
    expect(document.querySelector('a')!.getAttribute('rel')).toBe('external noopener noreferrer');
  });

  it('un bouton icône sans nom reçoit aria-label « Bouton »', async () => {
    document.body.innerHTML =
      '<button><svg aria-hidden="true"></svg></button><button>Enregistrer</button><button aria-label="Fermer"></button>';
    await flush();
    const [icon, text, labelled] = Array.from(document.querySelectorAll('button'));
    expect(icon).toHaveAttribute('aria-label', 'Bouton');
    expect(text).not.toHaveAttribute('aria-label');
    expect(labelled).toHaveAttribute('aria-label', 'Fermer');
  });

  it('un lien dont l’adresse change devient externe', async () => {
    document.body.innerHTML = '<a href="/app">x</a>';
    await flush();
    document.querySelector('a')!.setAttribute('href', 'https://exemple.fr');
    await flush();
    expect(document.querySelector('a')).toHaveAttribute('target', '_blank');
  });
});
