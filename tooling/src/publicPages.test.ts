import fs from 'node:fs';
import path from 'node:path';
import { staticImportGraph } from './importGraph.ts';

// Public pages (and the sign-in pages) start without the router and the parcels (README.md §
// Pages publiques prérendues): what the shell's public bootstrap and the areas' pages
// import statically comes with every such page. The router and single-spa come with the `shared-ui` entry: only
// `shared-ui/public` is allowed.
const importsOf = (file: string) => [...staticImportGraph(path.resolve(__dirname, '../..', file)).packages];
const NEVER = ['shared-ui', 'react-router-dom', 'react-router', 'single-spa', 'single-spa-react', 'sonner', 'zod'];

describe('pages publiques : ni routeur ni parcelles', () => {
  it.each(['shell/src/public/bootstrap.tsx', 'mf-marketing/src/pages.tsx', 'mf-auth/src/pages.tsx'])(
    '%s : shared-ui/public seulement',
    (file) => {
      const packages = importsOf(file);
      expect(packages).toContain('shared-ui/public');
      for (const heavy of NEVER) expect(packages).not.toContain(heavy);
    },
  );

  it.each(['mf-marketing/src/standalone.tsx', 'mf-auth/src/standalone.tsx'])(
    '%s : la page autonome non plus (sinon le build du module offrirait le routeur à la page)',
    (file) => {
      const packages = importsOf(file);
      expect(packages).toContain('shared-ui/standalone/pages');
      for (const heavy of NEVER) expect(packages).not.toContain(heavy);
    },
  );

  it('le point d’entrée du shell choisit sans rien charger de lourd', () => {
    expect(importsOf('shell/src/index.ts')).toEqual([]);
  });

  it('ni Firebase ni couche de données au démarrage d’une page publique', () => {
    for (const file of ['shell/src/public/bootstrap.tsx', 'mf-marketing/src/pages.tsx'])
      expect(importsOf(file).filter((name) => /firebase|^shared-data(\/store)?$/.test(name))).toEqual([]);
  });

  it('l’annuaire et la réservation lisent sans la couche de données (shared-data/public)', () => {
    // /search and /book read through the directory's reader: no adapter, no policy engine, no demo
    // seeding, no Auth, none of which a visitor reading needs. Sending a request loads the rest later.
    const reader = staticImportGraph(path.resolve(__dirname, '../..', 'shared-data/src/public.ts'));
    expect([...reader.packages]).toEqual([]);
    const files = [...reader.files].map((file) => path.basename(file));
    for (const heavy of ['init.ts', 'indexeddb.ts', 'policy.ts', 'demo.ts', 'schemas.ts'])
      expect(files).not.toContain(heavy);
    for (const file of [
      'mf-marketing/src/features/directory/hooks/useDirectory.ts',
      'mf-marketing/src/features/booking/hooks/useBookingData.ts',
    ]) {
      const source = fs.readFileSync(path.resolve(__dirname, '../..', file), 'utf8');
      expect(source).toContain('loadDirectory()');
      expect(source).not.toMatch(/loadStore|loadDataLayer|^import (?!type)[^;]*from 'shared-data(\/store)?'/m);
    }
  });

  it('sur Firestore, le lecteur passe par l’API REST : aucun paquet, pas de SDK Firebase', () => {
    // shared-data/public loads firestoreRest.ts on Firestore (its tests run it against a fake API).
    const rest = staticImportGraph(path.resolve(__dirname, '../..', 'shared-data/src/firestoreRest.ts'));
    expect([...rest.packages]).toEqual([]);
    expect(fs.readFileSync(path.resolve(__dirname, '../..', 'shared-data/src/public.ts'), 'utf8')).toContain(
      "import('./firestoreRest.ts')",
    );
  });

  it('/book avec un professionnel choisi : le formulaire de coordonnées (react-hook-form, zod) vient après', () => {
    // The flow (type and slot) comes with the professional; its details form is a dynamic import,
    // fetched at the visitor's first press or key or when it scrolls into view (BookingFlow.tsx).
    const flow = importsOf('mf-marketing/src/features/booking/components/BookingFlow.tsx');
    for (const heavy of ['react-hook-form', 'zod', 'zod/v4/core', ...NEVER]) expect(flow).not.toContain(heavy);
    expect(importsOf('mf-marketing/src/features/booking/components/BookingDetails.tsx')).toContain('react-hook-form');
  });

  it('l’application fournit les deux entrées de shared-ui : aucun module n’apporte la sienne', () => {
    // Module Federation shares by request. If the shell's app stopped importing `shared-ui`, the
    // first remote to ask for it would provide its own build — with its own copy of public.ts'
    // modules and a second router: /app would carry both.
    const packages = importsOf('shell/src/bootstrap.tsx');
    expect(packages).toContain('shared-ui');
    expect(packages).toContain('shared-ui/public');
  });
});
