/** SIREN: 9 digits whose Luhn key is valid (spaces allowed when typed: "732 829 320"). */
export function normalizeSiren(value: string): string {
  return value.replace(/[\s.]/g, '');
}

/** Luhn check over a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isValidSiren(value: string): boolean {
  const siren = normalizeSiren(value);
  return /^\d{9}$/.test(siren) && luhnValid(siren);
}

/** "732829320" → "732 829 320" */
export function formatSiren(value: string): string {
  const siren = normalizeSiren(value);
  return /^\d{9}$/.test(siren) ? `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)}` : value;
}
