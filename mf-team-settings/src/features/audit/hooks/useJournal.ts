/** The journal of sensitive changes: read by the owner only (the policy refuses anyone else). */
import { paths, useCollection, type AuditEntry } from 'shared-data';

export function useJournal(firmId: string | null, isOwner: boolean) {
  return useCollection<AuditEntry>(firmId && isOwner ? { collection: paths.auditLog(firmId) } : null);
}
