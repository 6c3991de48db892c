import { satisfy } from '@module-federation/enhanced/runtime';
import { findIncompatibilities } from './compatibility.ts';

const provided = { 'shared-ui': '1.2.0', 'shared-data': '1.0.0', react: '19.3.1' };

describe('contrat des paquets partagés (semver)', () => {
  it('accepte un module construit contre une version mineure plus ancienne ou égale', () => {
    const requirements = [
      { name: 'shared-ui', requiredVersion: '^1.0.0' },
      { name: 'shared-data', requiredVersion: '^1.0.0' },
      { name: 'react', requiredVersion: '^19.3.1' },
    ];
    expect(findIncompatibilities(requirements, provided, satisfy)).toEqual([]);
  });

  it('refuse un module qui demande une mineure que le shell n’a pas encore', () => {
    expect(findIncompatibilities([{ name: 'shared-ui', requiredVersion: '^1.3.0' }], provided, satisfy)).toEqual([
      { name: 'shared-ui', required: '^1.3.0', provided: '1.2.0' },
    ]);
  });

  it('refuse un changement majeur dans les deux sens', () => {
    expect(findIncompatibilities([{ name: 'shared-data', requiredVersion: '^2.0.0' }], provided, satisfy)).toHaveLength(
      1,
    );
    expect(
      findIncompatibilities([{ name: 'shared-data', requiredVersion: '^1.0.0' }], { 'shared-data': '2.0.0' }, satisfy),
    ).toHaveLength(1);
  });

  it('ignore ce que le shell ne partage pas et les plages ouvertes', () => {
    expect(
      findIncompatibilities(
        [
          { name: 'left-pad', requiredVersion: '^9.0.0' },
          { name: 'shared-ui', requiredVersion: '*' },
        ],
        provided,
        satisfy,
      ),
    ).toEqual([]);
  });
});
