/**
 * The lifecycle messages (CDAR) live in shared-data: the server side writes and reads the same
 * messages as this stand-in platform, with the same reason table (shared-data/src/einvoicing.ts).
 */
export * from '../../../shared-data/src/cdar.ts';
