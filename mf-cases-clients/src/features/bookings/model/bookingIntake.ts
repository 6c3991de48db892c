/**
 * A confirmed booking request (mf-marketing's `/book`, answered in mf-calendar) becoming a client and
 * a dossier here. The calendar links to `/app/clients?rendez-vous={requestId}` (the contract below):
 * only the request's id travels in the address — never the visitor's name, email or phone — and this
 * area reads the request itself (`bookingRequests/{id}`, readable by the cabinet's members).
 * Pure: what the forms are prefilled with, the refusals in French.
 */
import type { BookingRequest } from 'shared-data';

/** The query parameter naming the request, on `/app/clients` (step 1) and `/app/cases?nouveau=1` (step 2). */
export const BOOKING_PARAM = 'rendez-vous';

/** Step 1: the client form, prefilled from the request. */
export const clientStepUrl = (requestId: string) => `/app/clients?${BOOKING_PARAM}=${encodeURIComponent(requestId)}`;
/** Step 2: the dossier form for that client, prefilled from the request. */
export const caseStepUrl = ({ requestId, clientId }: { requestId: string; clientId: string }) =>
  `/app/cases?nouveau=1&client=${encodeURIComponent(clientId)}&${BOOKING_PARAM}=${encodeURIComponent(requestId)}`;

export const INTAKE_MESSAGES = {
  notFound:
    'Cette demande de rendez-vous est introuvable : elle a pu être supprimée, ou appartenir à un autre cabinet.',
  notConfirmed:
    'Cette demande de rendez-vous n’est pas confirmée : confirmez-la dans l’agenda avant de créer le client et le dossier.',
  clientExists: 'Le client de cette demande de rendez-vous a déjà été créé.',
  caseExists: 'Le dossier de cette demande de rendez-vous a déjà été créé.',
} as const;

const CIVILITIES: Record<string, 'M.' | 'Mme'> = {
  m: 'M.',
  'm.': 'M.',
  mr: 'M.',
  'mr.': 'M.',
  monsieur: 'M.',
  mme: 'Mme',
  'mme.': 'Mme',
  madame: 'Mme',
  mlle: 'Mme',
  'mlle.': 'Mme',
  mademoiselle: 'Mme',
};

/** A word written in capitals (« BENALI », « LE GALL »): the French way of marking the surname. */
const inCapitals = (word: string) =>
  /\p{L}\p{L}/u.test(word) && word === word.toLocaleUpperCase('fr-FR') && word !== word.toLocaleLowerCase('fr-FR');

export type SplitName = { civilite: '' | 'M.' | 'Mme'; prenom: string; nom: string };

/**
 * « Nadia Benali » → prénom Nadia, nom Benali; « BENALI Nadia » or « Nadia BENALI » → the words in
 * capitals are the surname; « Benali, Nadia » → surname first; « Mme Nadia Benali » → civilité too;
 * « Jean de la Fontaine » → prénom Jean, nom « de la Fontaine ». The lawyer checks it in the form.
 */
export function splitPersonName(fullName: string): SplitName {
  const comma = fullName.indexOf(',');
  const words = (comma >= 0 ? fullName.slice(0, comma) : fullName).trim().split(/\s+/).filter(Boolean);
  let civilite: SplitName['civilite'] = '';
  const first = words[0]?.toLocaleLowerCase('fr-FR');
  if (words.length > 1 && first && CIVILITIES[first]) {
    civilite = CIVILITIES[first];
    words.shift();
  }
  if (comma >= 0) {
    const after = fullName
      .slice(comma + 1)
      .trim()
      .replace(/\s+/g, ' ');
    return { civilite, nom: words.join(' '), prenom: after };
  }
  if (words.length <= 1) return { civilite, prenom: '', nom: words[0] ?? '' };
  const capitals = words.filter(inCapitals);
  if (capitals.length > 0 && capitals.length < words.length)
    return { civilite, nom: capitals.join(' '), prenom: words.filter((word) => !inCapitals(word)).join(' ') };
  return { civilite, prenom: words[0]!, nom: words.slice(1).join(' ') };
}

/** What the client form is prefilled with (merged into its empty values). */
export function clientPrefill(request: Pick<BookingRequest, 'name' | 'email' | 'phone'>) {
  return {
    kind: 'physique' as const,
    ...splitPersonName(request.name),
    email: request.email.trim(),
    phone: request.phone.trim(),
  };
}

/** Titles stay readable in lists: a longer motif is cut at a word and kept whole in the notes. */
export const CASE_TITLE_MAX = 120;

/** The dossier's title: the motif's first line (cut at a word when long), else « Consultation – {name} ». */
export function caseTitleFromBooking(request: Pick<BookingRequest, 'name' | 'motif'>): string {
  const line = (request.motif.trim().split(/\r?\n/)[0] ?? '').replace(/\s+/g, ' ').trim();
  if (!line) return `Consultation – ${request.name.trim()}`;
  if (line.length <= CASE_TITLE_MAX) return line;
  const cut = line.slice(0, CASE_TITLE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > CASE_TITLE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const whenFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** « 3 décembre 2026 à 11:00 » (Paris time): when the meeting is. */
export const bookingWhen = (request: Pick<BookingRequest, 'start'>) => whenFormat.format(new Date(request.start));

/** The dossier's first notes: where it comes from and the motif in full, as the visitor wrote it. */
export function caseNotesFromBooking(request: Pick<BookingRequest, 'name' | 'motif' | 'start'>): string {
  const origin = `Dossier ouvert à la suite de la demande de rendez-vous en ligne de ${request.name.trim()} (rendez-vous du ${bookingWhen(request)}).`;
  const motif = request.motif.trim();
  return motif ? `${origin}\nMotif indiqué par le demandeur : ${motif}` : origin;
}
