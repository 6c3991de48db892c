import { isCurrent } from './LayoutLinks.tsx';

describe('lien de la page courante (aria-current)', () => {
  it('la page elle-même et ses sous-pages ; `end` : la page seule', () => {
    expect(isCurrent('/app/cases', '/app/cases')).toBe(true);
    expect(isCurrent('/app/cases/c-1', '/app/cases')).toBe(true);
    expect(isCurrent('/app/cases-old', '/app/cases')).toBe(false);
    expect(isCurrent('/app/cases', '/app', true)).toBe(false);
    expect(isCurrent('/app', '/app', true)).toBe(true);
  });
});
