import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appByName } from '../apps.ts';
import { deploy, publicPagesDir, rollback } from '../hosting.ts';
import { PRERENDERED_FILE, type Prerendered } from './index.ts';

const APP_PAGE = '<html><head><title>Prétoire</title></head><body><div id="root"></div></body></html>';

function build(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
  return dir;
}

const shellBuild = (header: string) =>
  build({
    'app.html': APP_PAGE,
    [PRERENDERED_FILE]: JSON.stringify({
      pages: { '/guide': { html: `<header>${header}</header><main>@@slot@@</main>`, title: 'Guide' } },
      slot: '@@slot@@',
      css: [],
    } satisfies Prerendered),
  });

const marketingBuild = (heading: string) =>
  build({
    'mf-manifest.json': '{}',
    [PRERENDERED_FILE]: JSON.stringify({
      pages: { '/guide': { html: `<h1>${heading}</h1>` } },
      css: [],
    } satisfies Prerendered),
  });

const guidePage = () => fs.readFileSync(path.join(publicPagesDir(), 'guide.html'), 'utf8');

describe('livraison indépendante des pages publiques prérendues', () => {
  const before = process.env.PRETOIRE_HOSTING_DIR;
  beforeEach(() => {
    process.env.PRETOIRE_HOSTING_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'hosting-'));
  });
  afterAll(() => {
    process.env.PRETOIRE_HOSTING_DIR = before;
  });

  it('redéployer mf-marketing recompose les pages avec le shell en place ; le retour arrière les remet', () => {
    const shell = appByName('shell');
    const marketing = appByName('mf_marketing');
    deploy(shell, shellBuild('Cadre v1'));
    expect(fs.existsSync(publicPagesDir())).toBe(false);

    deploy(marketing, marketingBuild('Guide v1'));
    expect(guidePage()).toContain('<header>Cadre v1</header><main><h1>Guide v1</h1></main>');

    // A new mf-marketing alone: the shell's build is untouched, its pages carry the new content.
    deploy(marketing, marketingBuild('Guide v2'));
    expect(guidePage()).toContain('<header>Cadre v1</header><main><h1>Guide v2</h1></main>');

    deploy(shell, shellBuild('Cadre v2'));
    expect(guidePage()).toContain('<header>Cadre v2</header><main><h1>Guide v2</h1></main>');

    rollback(marketing);
    expect(guidePage()).toContain('<header>Cadre v2</header><main><h1>Guide v1</h1></main>');
  });

  it('un shell sans pages prérendues (build rapide) n’en laisse aucune d’une version précédente', () => {
    deploy(appByName('shell'), shellBuild('Cadre v1'));
    deploy(appByName('mf_marketing'), marketingBuild('Guide v1'));
    expect(fs.existsSync(path.join(publicPagesDir(), 'guide.html'))).toBe(true);
    deploy(appByName('shell'), build({ 'app.html': APP_PAGE }));
    expect(fs.existsSync(path.join(publicPagesDir(), 'guide.html'))).toBe(false);
  });
});
