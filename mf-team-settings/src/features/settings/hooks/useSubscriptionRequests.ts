/** The cabinet's plan change requests, newest first, a page at a time (single-field order on `createdAt`). */
import { type PagedList, paths, type SubscriptionRequest, usePagedList } from 'shared-data/store';

export function useSubscriptionRequests(firmId: string | null): PagedList<SubscriptionRequest> {
  return usePagedList<SubscriptionRequest>(
    firmId
      ? { collection: paths.subscriptionRequests(firmId), orderBy: [{ field: 'createdAt', direction: 'desc' }] }
      : null,
  );
}
