/** SIRET rules come from shared-data: one check for the sign-up form and the stored records. */
export {
  normalizeIdentifier as normalizeSiret,
  luhnValid,
  siretProblem,
  isValidSiret,
  formatSiret,
  type SiretProblem,
} from 'shared-data';
