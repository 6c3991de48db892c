import path from 'node:path';
import { staticImportGraph } from './importGraph.ts';

// The auth pages' budget is 200 KiB of JavaScript. What each page imports statically
// comes with it; the rest must be a dynamic import, fetched when it serves: the data layer's
// writes at submission, the phone rule at the profile step, sonner with a toast. Their forms
// check with plain functions (mf-auth features/validation/model): no validation library.
const pageImports = (page: string) => [
  ...staticImportGraph(path.resolve(__dirname, '../..', 'mf-auth/src/routes', page)).packages,
];
// They are public pages (shell's publicPages.ts): `shared-ui/public`, no router, no single-spa.
const NEVER = [
  'zod',
  '@hookform/resolvers/zod',
  'sonner',
  'libphonenumber-js',
  'shared-data',
  'shared-data/phone',
  'shared-ui',
  'react-router-dom',
  'single-spa',
  'single-spa-react',
];

describe('pages de connexion : ce qui vient avec la page', () => {
  it.each(['LoginPage.tsx', 'ForgotPage.tsx', 'SignupPage.tsx', 'AcceptInvitePage.tsx'])(
    '%s : ni zod, ni couche de données, ni règle du téléphone, ni sonner, ni routeur',
    (page) => {
      const packages = pageImports(page);
      expect(packages).toContain('react-hook-form');
      expect(packages).toContain('shared-ui/public');
      for (const heavy of NEVER) expect(packages).not.toContain(heavy);
    },
  );

  it('connexion et mot de passe oublié : rien de shared-data', () => {
    for (const page of ['LoginPage.tsx', 'ForgotPage.tsx'])
      expect(pageImports(page).filter((name) => name.startsWith('shared-data'))).toEqual([]);
  });

  it('inscription : les entrées pures de shared-data ; invitation : lue par shared-data/public, sans le magasin', () => {
    expect(pageImports('SignupPage.tsx')).toContain('shared-data/textLimits');
    expect(pageImports('SignupPage.tsx')).not.toContain('shared-data/store');
    expect(pageImports('AcceptInvitePage.tsx')).toContain('shared-data/public');
    expect(pageImports('AcceptInvitePage.tsx')).not.toContain('shared-data/store');
  });
});
