/** Typed amounts and quantities (French input) → integers. Pure. */

/** "1 234,56 €", "1234.5", "12" → cents; null when it is not an amount. */
export function parseEurosToCents(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [units, decimals = ''] = cleaned.replace('-', '').split('.');
  const cents = Number(units) * 100 + Number(decimals.padEnd(2, '0'));
  return cleaned.startsWith('-') ? -cents : cents;
}

/** 123456 → "1234,56" (what an input shows for a stored amount). */
export function centsToEuroInput(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** "1,5" → 1.5 (at most 3 decimals); null otherwise. */
export function parseQuantity(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,3})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

export function quantityToInput(quantity: number): string {
  return String(quantity).replace('.', ',');
}
