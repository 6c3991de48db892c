/** Types of `@socialgouv/jours-feries`: the holidays of a year by name, as local midnights. */
declare module '@socialgouv/jours-feries' {
  export default function joursFeries(year: number, options?: { alsace?: boolean }): Record<string, Date>;
}
