import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont } from 'pdf-lib';
import { wrap } from './pdfLayout.ts';

const root = path.resolve(import.meta.dirname, '../../../../..');
let font: PDFFont;

beforeAll(async () => {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  // This realm's Uint8Array (jsdom's), as the browser hands pdf-lib its font.
  const bytes = new Uint8Array(readFileSync(path.join(root, 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf')));
  font = await doc.embedFont(bytes, { subset: true });
});

const CONDITIONS =
  'En cas de retard de paiement, une pénalité égale à trois fois le taux d’intérêt légal est exigible, ' +
  'ainsi qu’une indemnité forfaitaire de 40 € pour frais de recouvrement (articles L. 441-10 et D. 441-5 du code de commerce).';

describe('wrap : le texte d’une facture en lignes', () => {
  it('chaque ligne, mesurée entière, tient dans la largeur ; aucun mot n’est coupé ni perdu', () => {
    const lines = wrap(CONDITIONS, font, 9.5, 220);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 9.5)).toBeLessThanOrEqual(220);
    expect(lines.join(' ')).toBe(CONDITIONS);
    // As full as it can be: the next line's first word would not have fitted.
    for (let i = 0; i < lines.length - 1; i += 1) {
      const withNextWord = `${lines[i]} ${lines[i + 1]!.split(' ')[0]}`;
      expect(font.widthOfTextAtSize(withNextWord, 9.5)).toBeGreaterThan(220);
    }
  });

  it('un retour à la ligne commence une ligne ; un mot plus large que la ligne en occupe une à lui seul', () => {
    const iban = 'FR7630006000011234567890189';
    const width = font.widthOfTextAtSize('Règlement par', 9.5) + 1;
    expect(font.widthOfTextAtSize(iban, 9.5)).toBeGreaterThan(width);
    expect(wrap(`Règlement par virement\nIBAN ${iban} merci`, font, 9.5, width)).toEqual([
      'Règlement par',
      'virement',
      'IBAN',
      iban,
      'merci',
    ]);
  });
});
