/** The journal of sensitive changes: read by the owner only (the policy refuses anyone else). */
import { type AuditEntry, getDataStore, type PagedList, queryInPages, usePagedList, type WithId } from 'shared-data';
import type { JournalFilters } from '../model/journal.ts';
import { journalQuery } from '../model/journalQuery.ts';

/** The entries the filters select, newest first, a page at a time, live, with their count. */
export function useJournal(firmId: string | null, isOwner: boolean, filters: JournalFilters): PagedList<AuditEntry> {
  return usePagedList<AuditEntry>(firmId && isOwner ? journalQuery(firmId, filters) : null);
}

/** Every entry the filters select, for the CSV (not only the pages shown), read in pages. */
export function readJournalForExport(
  firmId: string,
  filters: JournalFilters,
  onProgress: (read: number) => void,
): Promise<WithId<AuditEntry>[]> {
  let read = 0;
  return queryInPages<AuditEntry>(getDataStore(), journalQuery(firmId, filters), {
    onPage: (count) => {
      read += count;
      onProgress(read);
    },
  });
}
