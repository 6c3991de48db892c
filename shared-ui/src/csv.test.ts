import { csvAmount, csvCell, CSV_BOM, toCsv } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+33 1 23', "'+33 1 23"],
    ['-cmd|calc', "'-cmd|calc"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcaché', "'\tcaché"],
  ])('neutralises the formula %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves numbers, negative amounts and plain text alone; quotes separators and line ends', () => {
    expect(csvCell('-5,00')).toBe('-5,00');
    expect(csvCell('1234')).toBe('1234');
    expect(csvCell('Durand & Associés')).toBe('Durand & Associés');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('ligne 1\nligne 2')).toBe('"ligne 1\nligne 2"');
  });
});

describe('csvAmount', () => {
  it('writes a number a French spreadsheet sums: decimal comma, two decimals, no separator, no €', () => {
    expect(csvAmount(123_456)).toBe('1234,56');
    expect(csvAmount(100_000_000)).toBe('1000000,00');
    expect(csvAmount(5)).toBe('0,05');
    expect(csvAmount(-500)).toBe('-5,00');
    expect(csvAmount(0)).toBe('0,00');
  });

  it('is never taken for a formula, negative or not', () => {
    for (const cents of [-123_456, -5, 0, 99]) expect(csvCell(csvAmount(cents))).toBe(csvAmount(cents));
  });
});

describe('toCsv', () => {
  it('writes the BOM, the header and CRLF-separated rows', () => {
    expect(toCsv(['Date', 'Montant'], [['14/03/2026', '-5,00']])).toBe(
      `${CSV_BOM}Date;Montant\r\n14/03/2026;-5,00\r\n`,
    );
  });
});
