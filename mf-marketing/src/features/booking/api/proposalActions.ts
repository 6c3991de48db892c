/**
 * The requester accepts a time the cabinet proposed. The page cannot read the request (it is the
 * cabinet's): it writes the link's token, which the data policy checks against the request.
 */
import { loadDataLayer } from '../../dataLayer/api/dataLayer.ts';

export async function acceptProposedTime({
  requestId,
  token,
  now = new Date(),
}: {
  requestId: string;
  token: string;
  now?: Date;
}): Promise<void> {
  const data = await loadDataLayer();
  await data.getDataStore().set(data.paths.bookingAcceptance(requestId), { token, createdAt: now.toISOString() });
}
