/** Dossier references `2026-0001` are formatted by shared-data (`formatReference`, `nextCounterValue`). */
export function parseReference(reference: string): { year: number; sequence: number } | null {
  const match = /^(\d{4})-(\d{4,})$/.exec(reference);
  return match ? { year: Number(match[1]), sequence: Number(match[2]) } : null;
}
