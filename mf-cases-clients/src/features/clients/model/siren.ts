/** SIREN rules come from shared-data: one check for the client form and the stored records. */
export { normalizeIdentifier as normalizeSiren, luhnValid, isValidSiren, formatSiren } from 'shared-data';
