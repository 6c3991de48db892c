import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { composePublicPages, PRERENDERED_FILE, pageFileOf, type Prerendered, setPagesDataBackend } from './index.ts';

const APP_PAGE =
  '<!doctype html><html lang="fr"><head><title>Prétoire</title></head><body><div id="root"></div><script defer="defer" src="/main.js"></script></body></html>';

function builds() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compose-'));
  const shellDist = path.join(dir, 'shell');
  const marketingDist = path.join(dir, 'marketing');
  fs.mkdirSync(shellDist);
  fs.mkdirSync(marketingDist);
  fs.writeFileSync(path.join(shellDist, 'app.html'), APP_PAGE);
  const shell: Prerendered = {
    pages: { '/': { html: '<header>Prétoire</header><main>@@slot@@</main>', title: 'Accueil' } },
    slot: '@@slot@@',
    css: [':root{--a:1}', '.header{}'],
  };
  const marketing: Prerendered = {
    pages: {
      '/': { html: '<h1>Trouvez un professionnel du droit</h1><p>$& $1</p>' },
      '/guide': { html: '<h1>Guide</h1>' },
    },
    css: [':root{--a:1}', '.hero{}'],
  };
  fs.writeFileSync(path.join(shellDist, PRERENDERED_FILE), JSON.stringify(shell));
  fs.writeFileSync(path.join(marketingDist, PRERENDERED_FILE), JSON.stringify(marketing));
  return { shellDist, marketingDist, outDir: path.join(dir, 'out') };
}

describe('composition des pages publiques (shell + mf-marketing)', () => {
  it('une page par route publique : cadre du shell, contenu de mf-marketing, CSS en ligne, titre au-dessus des scripts', () => {
    const options = builds();
    expect(composePublicPages(options)).toEqual(['/']);
    const html = fs.readFileSync(path.join(options.outDir, 'index.html'), 'utf8');
    expect(html).toContain('<title>Accueil — Prétoire</title>');
    // Text is poured in as is (no replacement patterns), shared stylesheets once.
    expect(html).toContain('<main><h1>Trouvez un professionnel du droit</h1><p>$& $1</p></main>');
    expect(html.match(/--a:1/g)).toHaveLength(1);
    expect(html).toContain('.hero{}');
    expect(html.indexOf('<h1>')).toBeLessThan(html.indexOf('<script'));
    expect(html.indexOf('id="prerendered"')).toBeLessThan(html.indexOf('<div id="root" hidden></div>'));
    // Precompressed copies, as the build writes for its own files.
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(options.outDir, 'index.html.br'))).toString()).toBe(
      html,
    );
    expect(zlib.gunzipSync(fs.readFileSync(path.join(options.outDir, 'index.html.gz'))).toString()).toBe(html);
    // A route the shell does not frame is not written.
    expect(fs.existsSync(path.join(options.outDir, 'guide.html'))).toBe(false);
  });

  it('sans build prérendu de mf-marketing, aucune page : le shell sert ces routes depuis app.html', () => {
    const options = builds();
    fs.rmSync(path.join(options.marketingDist, PRERENDERED_FILE));
    expect(composePublicPages(options)).toEqual([]);
  });

  it('le fichier de chaque route est celui que l’hébergement statique sert pour son adresse', () => {
    expect(pageFileOf('/')).toBe('index.html');
    expect(pageFileOf('/search')).toBe('search.html');
  });
});

describe('la base de données que nomment les pages d’un build (pretoire-compose, pretoire-e2e)', () => {
  const page = (backend: string) =>
    `<!doctype html><html lang="fr"><head><meta name="pretoire-data-backend" content="${backend}"/></head><body></body></html>`;

  it('chaque page, copies précompressées comprises, passe d’une base à l’autre sans rebuild', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-'));
    fs.mkdirSync(path.join(dist, 'pro'));
    fs.writeFileSync(path.join(dist, 'app.html'), page('indexeddb'));
    fs.writeFileSync(path.join(dist, 'pro', 'login.html'), page('indexeddb'));
    fs.writeFileSync(path.join(dist, 'pro', 'login.html.br'), zlib.brotliCompressSync(page('indexeddb')));
    fs.writeFileSync(path.join(dist, 'pro', 'login.html.gz'), zlib.gzipSync(page('indexeddb')));
    fs.writeFileSync(path.join(dist, 'main.js'), 'content="indexeddb"');

    expect(setPagesDataBackend(dist, 'firestore')).toEqual(['app.html', path.join('pro', 'login.html')]);
    expect(fs.readFileSync(path.join(dist, 'app.html'), 'utf8')).toContain(
      '<meta name="pretoire-data-backend" content="firestore" />',
    );
    const login = fs.readFileSync(path.join(dist, 'pro', 'login.html'), 'utf8');
    expect(login).toContain('content="firestore"');
    expect(login).not.toContain('indexeddb');
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, 'pro', 'login.html.br'))).toString()).toBe(login);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dist, 'pro', 'login.html.gz'))).toString()).toBe(login);
    // No copy where the build wrote none; scripts untouched.
    expect(fs.existsSync(path.join(dist, 'app.html.br'))).toBe(false);
    expect(fs.readFileSync(path.join(dist, 'main.js'), 'utf8')).toBe('content="indexeddb"');

    setPagesDataBackend(dist, 'indexeddb');
    expect(fs.readFileSync(path.join(dist, 'app.html'), 'utf8')).toContain('content="indexeddb"');
  });

  it('une page qui ne la nomme pas (build antérieur) arrête tout, plutôt que de servir la mauvaise base', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head></html>');
    expect(() => setPagesDataBackend(dist, 'firestore')).toThrow(/index\.html ne nomme pas sa base de données/);
  });
});
