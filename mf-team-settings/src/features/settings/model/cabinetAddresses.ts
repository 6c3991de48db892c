/**
 * The cabinet's addresses, each with one home: the cabinet's address (`settings/team`, else
 * `firms/{f}`: the convention's), the billing address when it differs (`settings/billing`: the
 * invoices'), and the other offices (`settings/team.offices`). A professional's public profile
 * does not type its meeting place: it names one of these (`addressRef`) and carries its text,
 * kept in step when the owner changes that address. Pure.
 */

export type Office = { id: string; label: string; address: string };
export type CabinetAddress = { ref: string; label: string; address: string };

/** What is stored of the profile's place: the chosen address (`addressRef`) and its text. */
export type StoredPlace = { addressRef?: string | undefined; address?: string | undefined };

/** The choice of a profile whose typed address matches none of the cabinet's (older profiles). */
export const TYPED_REF = 'saisie';
export const SIEGE_REF = 'siege';
export const BILLING_REF = 'facturation';
export const officeRef = (id: string) => `bureau:${id}`;

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Two spellings of one address (accents, case, punctuation, spaces aside). */
export function sameAddress(a: string, b: string): boolean {
  const key = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return key(a) !== '' && key(a) === key(b);
}

/** The offices as stored (`settings/team.offices`), ignoring anything malformed. */
export function officesOf(team: Record<string, unknown> | null | undefined): Office[] {
  const raw = team?.offices;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const office = item as Record<string, unknown>;
    const id = str(office.id);
    const address = str(office.address);
    return id && address ? [{ id, label: str(office.label), address }] : [];
  });
}

/** The cabinet's addresses, each once: the cabinet's, the billing one if different, the other offices. */
export function cabinetAddresses({
  firm,
  team,
  billing,
}: {
  firm?: { address?: unknown } | null | undefined;
  team?: Record<string, unknown> | null | undefined;
  billing?: { address?: unknown } | null | undefined;
}): CabinetAddress[] {
  const list: CabinetAddress[] = [];
  const add = (entry: CabinetAddress) => {
    if (entry.address && !list.some((other) => sameAddress(other.address, entry.address))) list.push(entry);
  };
  add({ ref: SIEGE_REF, label: 'Adresse du cabinet', address: str(team?.address) || str(firm?.address) });
  add({ ref: BILLING_REF, label: 'Adresse de facturation', address: str(billing?.address) });
  for (const office of officesOf(team))
    add({ ref: officeRef(office.id), label: office.label || 'Autre bureau', address: office.address });
  return list;
}

/**
 * The choice the profile form opens with: the stored reference while it still exists; else the
 * cabinet's address that the stored text matches; else, for a typed address matching none, that
 * text kept (`TYPED_REF`: shown, never replaced silently); else, with nothing stored, the first one.
 */
export function initialPlace(
  stored: StoredPlace,
  addresses: readonly CabinetAddress[],
): { ref: string; typed: string } {
  const typed = str(stored.address);
  if (stored.addressRef && addresses.some((entry) => entry.ref === stored.addressRef))
    return { ref: stored.addressRef, typed: '' };
  const matching = typed ? addresses.find((entry) => sameAddress(entry.address, typed)) : undefined;
  if (matching) return { ref: matching.ref, typed: '' };
  if (typed) return { ref: TYPED_REF, typed };
  return { ref: addresses[0]?.ref ?? '', typed: '' };
}

/** The text of the chosen address (the typed one for `TYPED_REF`, nothing for no choice). */
export function placeText(ref: string, addresses: readonly CabinetAddress[], typed: string): string {
  if (ref === TYPED_REF) return typed.trim();
  return addresses.find((entry) => entry.ref === ref)?.address ?? '';
}

/** The meeting place's options: the cabinet's addresses, and a typed one matching none, kept and said so. */
export function placeOptions(addresses: readonly CabinetAddress[], typed: string): { value: string; label: string }[] {
  return [
    ...addresses.map((entry) => ({ value: entry.ref, label: `${entry.label} — ${entry.address}` })),
    ...(typed ? [{ value: TYPED_REF, label: `Adresse saisie dans votre profil — ${typed}` }] : []),
  ];
}

/**
 * The meeting place's hint. For an address typed by hand, what the convention (the cabinet's address)
 * and the invoices (the billing one, when different) say instead.
 */
export function placeHint(ref: string, addresses: readonly CabinetAddress[]): string {
  if (ref !== TYPED_REF)
    return 'L’adresse donnée aux visiteurs qui prennent rendez-vous au cabinet, choisie parmi celles des paramètres du cabinet (la même que la convention et les factures).';
  const siege = addresses.find((entry) => entry.ref === SIEGE_REF);
  const billed = addresses.find((entry) => entry.ref === BILLING_REF);
  const documentsSay = siege
    ? billed
      ? ` (la convention indique « ${siege.address} », les factures « ${billed.address} »)`
      : ` (la convention et les factures indiquent « ${siege.address} »)`
    : '';
  return `Cette adresse a été saisie à la main dans votre profil et ne correspond à aucune adresse du cabinet${documentsSay}. Les visiteurs la voient encore : choisissez l’adresse du cabinet où vous recevez.`;
}

/** « 12 rue de la République, 69002 Lyon » → its postcode and city, when it ends that way. */
export function postcodeAndCity(address: string): { postcode: string; city: string } | null {
  const found = /(?:^|[\s,])(\d{5})\s+([^,\d][^,]*)$/u.exec(address.trim());
  return found ? { postcode: found[1]!, city: found[2]!.trim() } : null;
}

/**
 * A profile naming one of the cabinet's addresses whose text changed since: the new text (null when
 * nothing to do — typed by hand, or its address gone, in which case the last text is kept).
 */
export function refreshedPlace(stored: StoredPlace, addresses: readonly CabinetAddress[]): string | null {
  if (!stored.addressRef || stored.addressRef === TYPED_REF) return null;
  const current = addresses.find((entry) => entry.ref === stored.addressRef)?.address;
  return current && current !== str(stored.address) ? current : null;
}
