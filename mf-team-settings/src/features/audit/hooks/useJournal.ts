/** The journal of sensitive changes: read by the owner only (the policy refuses anyone else). */
import { paths, useCollection, type AuditEntry } from 'shared-data';

export function useJournal(firmId: string | null, isOwner: boolean) {
  return useCollection<AuditEntry>(firmId && isOwner ? { collection: paths.auditLog(firmId) } : null);
}

/** Hands the CSV to the browser's download (a Blob link, revoked once used). */
export function downloadCsvFile({ content, fileName }: { content: string; fileName: string }): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
