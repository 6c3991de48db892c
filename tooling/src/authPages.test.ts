import path from 'node:path';
import { staticImportGraph } from './importGraph.ts';

// The auth pages' budget is 200 KiB of JavaScript (issue 16). What each page imports statically
// comes with it; the rest must be a dynamic import, fetched when it serves.
const pageImports = (page: string) =>
  staticImportGraph(path.resolve(__dirname, '../..', 'mf-auth/src/routes', page)).packages;

describe('pages de connexion : ce qui vient avec la page', () => {
  it.each(['LoginPage.tsx', 'ForgotPage.tsx'])('%s : ni zod, ni couche de données, ni sonner', (page) => {
    const packages = [...pageImports(page)];
    expect(packages).toContain('react-hook-form');
    for (const heavy of ['zod', '@hookform/resolvers/zod', 'sonner', 'libphonenumber-js'])
      expect(packages).not.toContain(heavy);
    expect(packages.filter((name) => name.startsWith('shared-data'))).toEqual([]);
  });

  it('SignupPage.tsx : ni la couche de données (à l’envoi) ni la règle du téléphone (à l’étape Profil)', () => {
    const packages = [...pageImports('SignupPage.tsx')];
    expect(packages).toContain('zod');
    expect(packages).toContain('shared-data/text');
    for (const heavy of ['shared-data', 'shared-data/store', 'shared-data/phone', 'libphonenumber-js', 'sonner'])
      expect(packages).not.toContain(heavy);
  });

  it('AcceptInvitePage.tsx : lit l’invitation par shared-data/store ; le reste de la couche de données à l’acceptation', () => {
    const packages = [...pageImports('AcceptInvitePage.tsx')];
    expect(packages).toContain('shared-data/store');
    for (const heavy of ['shared-data', 'shared-data/phone', 'libphonenumber-js', 'sonner'])
      expect(packages).not.toContain(heavy);
  });
});
