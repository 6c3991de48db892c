import { nonWorkingDayWarning } from './dayWarning.ts';

const hearing = (date: string, location?: 'metropole' | 'alsace-moselle' | 'reunion') =>
  nonWorkingDayWarning({ date, subject: 'la date de l’audience', ...(location ? { location } : {}) });

describe('warning for a day that is not a working day', () => {
  it('names the public holiday, the weekend day, or both', () => {
    expect(hearing('2026-12-25')).toBe('Le 25 décembre 2026 est un jour férié (Noël). Vérifiez la date de l’audience.');
    expect(hearing('2026-12-26')).toBe('Le 26 décembre 2026 est un samedi. Vérifiez la date de l’audience.');
    expect(hearing('2026-12-27')).toBe('Le 27 décembre 2026 est un dimanche. Vérifiez la date de l’audience.');
    expect(hearing('2026-11-01')).toBe(
      'Le 1er novembre 2026 est un dimanche et un jour férié (Toussaint). Vérifiez la date de l’audience.',
    );
    expect(hearing('2027-05-06')).toBe('Le 6 mai 2027 est un jour férié (Ascension). Vérifiez la date de l’audience.');
  });

  it('says nothing for a working day or a date not yet complete', () => {
    expect(hearing('2026-12-28')).toBeNull();
    expect(hearing('')).toBeNull();
    expect(hearing('2026-02-30')).toBeNull();
  });

  it('follows the place: Vendredi saint in Alsace-Moselle, 20 December in La Réunion', () => {
    expect(hearing('2027-03-26')).toBeNull();
    expect(hearing('2027-03-26', 'alsace-moselle')).toBe(
      'Le 26 mars 2027 est un jour férié (Vendredi saint). Vérifiez la date de l’audience.',
    );
    expect(hearing('2027-12-20', 'reunion')).toMatch(/^Le 20 décembre 2027 est un jour férié \(Commémoration/);
  });
});
