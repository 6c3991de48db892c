import { centsToInput, formatAmount, parseEuros } from './format.ts';

describe('parseEuros', () => {
  it.each([
    ['1 234,56', 123456],
    ['1234.5', 123450],
    ['12 €', 1200],
    ['€12', 1200],
    ['250', 25000],
    ['250,5', 25050],
    ['1\u202f250,50\u00a0€', 125050],
    ['  0,05 ', 5],
    ['0', 0],
  ])('« %s » → %i centimes', (text, cents) => {
    expect(parseEuros(text)).toBe(cents);
  });

  it.each([
    '',
    ' ',
    'abc',
    '12abc',
    '-3',
    '12,345',
    '1.234,56',
    '1,2,3',
    '12 €€',
    ',5',
    '5,',
    '1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9',
  ])('refuse « %s »', (text) => {
    expect(parseEuros(text)).toBeNull();
  });
});

describe('centsToInput', () => {
  it('écrit la valeur d’un champ de montant', () => {
    expect(centsToInput(123456)).toBe('1234,56');
    expect(centsToInput(25050)).toBe('250,50');
    expect(centsToInput(25000)).toBe('250');
    expect(centsToInput(5)).toBe('0,05');
    expect(centsToInput(0)).toBe('0');
  });

  it('relu par parseEuros, rend le même montant', () => {
    for (const cents of [0, 1, 99, 100, 123456, 99_999_999]) expect(parseEuros(centsToInput(cents))).toBe(cents);
  });

  it('formatAmount affiche à la française', () => {
    expect(formatAmount(123456).replace(/\s/g, ' ')).toBe('1 234,56 €');
  });
});
