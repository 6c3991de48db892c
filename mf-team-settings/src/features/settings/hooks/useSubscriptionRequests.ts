/** The cabinet's plan change requests, newest first, a page at a time (single-field order on `createdAt`). */
import { paths, type SubscriptionRequest } from 'shared-data/store';
import { type PagedList, usePagedList } from '../../../lib/usePagedList.ts';

export function useSubscriptionRequests(firmId: string | null): PagedList<SubscriptionRequest> {
  return usePagedList<SubscriptionRequest>(
    firmId
      ? { collection: paths.subscriptionRequests(firmId), orderBy: [{ field: 'createdAt', direction: 'desc' }] }
      : null,
  );
}
