/**
 * The product's one phone rule (shared-data `isValidPhone`, libphonenumber): it comes with the
 * whole data layer, fetched when the visitor starts filling in the form, not with the page.
 */
import { loadDataLayer } from '../../dataLayer/api/dataLayer.ts';

export type PhoneRule = { isValidPhone: (phone: string) => boolean; phoneMessage?: string };

/** If the rule cannot load (offline), the field is not judged here: sending says the service is unreachable. */
export async function phoneRule(): Promise<PhoneRule> {
  try {
    const data = await loadDataLayer();
    return { isValidPhone: data.isValidPhone, phoneMessage: data.PHONE_MESSAGE };
  } catch {
    return { isValidPhone: () => true };
  }
}

export function prefetchPhoneRule(): void {
  loadDataLayer().catch(() => undefined);
}
