import { handOverPrerenderedPage, liveContentReady } from './prerendered.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const PAGE = `<a href="#main-content">Aller au contenu principal</a>
  <main id="main-content"><h1>Trouver un professionnel du droit</h1>
    <form><label for="lieu">Ville</label><input id="lieu" name="lieu" />
    <label for="ok">Visio</label><input id="ok" type="checkbox" name="visio" /></form></main>`;

function prerenderedPage(): HTMLElement {
  document.body.innerHTML = `<div id="prerendered">${PAGE}</div><div id="root" hidden></div>`;
  return document.getElementById('root')!;
}

describe('page publique prérendue puis reprise par l’application', () => {
  it('le HTML prérendu reste affiché tant que l’application n’a pas rendu la page, sans seconde copie dans le document', async () => {
    const root = prerenderedPage();
    handOverPrerenderedPage(root);
    expect(root.isConnected).toBe(false);
    root.innerHTML = '<main id="main-content"><p class="pt-parcel-loading">Chargement…</p></main>';
    await flush();
    expect(document.getElementById('prerendered')).not.toBeNull();
    expect(document.querySelectorAll('main')).toHaveLength(1);

    root.innerHTML = PAGE;
    await flush();
    expect(document.getElementById('prerendered')).toBeNull();
    expect(root.isConnected).toBe(true);
    expect(root.hidden).toBe(false);
  });

  it('ce que le visiteur a saisi, coché et l’endroit où il était passent sur la page vivante', async () => {
    const root = prerenderedPage();
    handOverPrerenderedPage(root);
    const typedInto = document.querySelector<HTMLInputElement>('#prerendered input[name="lieu"]')!;
    typedInto.value = 'Lyon';
    typedInto.dispatchEvent(new Event('input', { bubbles: true }));
    const ticked = document.querySelector<HTMLInputElement>('#prerendered input[name="visio"]')!;
    ticked.click();
    typedInto.focus();

    const seen: string[] = [];
    root.innerHTML = PAGE;
    root.querySelector('input[name="lieu"]')!.addEventListener('input', (event) => {
      seen.push((event.target as HTMLInputElement).value);
    });
    await flush();

    const live = root.querySelector<HTMLInputElement>('input[name="lieu"]')!;
    expect(live.value).toBe('Lyon');
    expect(seen).toEqual(['Lyon']);
    expect(root.querySelector<HTMLInputElement>('input[name="visio"]')!.checked).toBe(true);
    expect(document.activeElement).toBe(live);
  });

  it('la page est prête quand son titre est rendu, ou quand une erreur s’affiche', () => {
    const root = document.createElement('div');
    root.innerHTML = '<main><p class="pt-parcel-loading">Chargement…</p></main>';
    expect(liveContentReady(root)).toBe(false);
    root.innerHTML = '<main><h1>Guide</h1><p class="pt-parcel-loading">Chargement…</p></main>';
    expect(liveContentReady(root)).toBe(false);
    root.innerHTML = '<main><h1>Guide</h1></main>';
    expect(liveContentReady(root)).toBe(true);
    root.innerHTML = '<main><div role="alert"><h2>Ce module n’a pas pu être chargé</h2></div></main>';
    expect(liveContentReady(root)).toBe(true);
  });

  it('une page sans HTML prérendu (espace de travail, page 404) ne change rien', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    handOverPrerenderedPage(root);
    expect(root.isConnected).toBe(true);
  });
});
