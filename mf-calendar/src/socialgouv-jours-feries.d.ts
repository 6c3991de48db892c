/** Types of `@socialgouv/jours-feries` (test-only cross-check of the holiday lists). */
declare module '@socialgouv/jours-feries' {
  export default function joursFeries(year: number, options?: { alsace?: boolean }): Record<string, Date>;
}
