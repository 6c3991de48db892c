import { csvCell, CSV_BOM, toCsv } from './csv.ts';

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

describe('toCsv', () => {
  it('writes the BOM, the header and CRLF-separated rows', () => {
    expect(toCsv(['Date', 'Montant'], [['14/03/2026', '-5,00']])).toBe(
      `${CSV_BOM}Date;Montant\r\n14/03/2026;-5,00\r\n`,
    );
  });
});
