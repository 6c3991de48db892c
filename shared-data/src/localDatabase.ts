/**
 * The local database's layout (the IndexedDB backend): one source for the Dexie adapter that
 * writes it and for what a visitor reads (public.ts), which reads it without Dexie.
 */
import type { DocData } from './port.ts';

export const LOCAL_DATABASE_NAME = 'pretoire';

/** Dexie's table declarations: `docs` keyed by path with an index on the parent collection. */
export const LOCAL_TABLES = { docs: 'path, parent', files: 'path', meta: 'key' } as const;

/** A stored document, as the `docs` table holds it. */
export type LocalRow = { path: string; parent: string; id: string; data: DocData; stamp: string };

/** Where the adapter announces committed paths (`{ changed: string[] | 'all' }`) to other tabs and readers. */
export const localChangesChannel = (name: string): string => `pretoire-data:${name}`;
