/** The XML helpers live in shared-data (the server side reads the same messages). */
export * from '../../../shared-data/src/xml.ts';
