/**
 * The professional's profile (pure). The full form lives in `firms/{f}/settings/profile-{uid}`;
 * the "Profil public" switch publishes `publicProfiles/{uid}` (what the directory reads) or withdraws it.
 * Deontology (RIN art. 10): at most three "domaines d'activité dominants"; "spécialiste" only for
 * a certified specialisation (CNB list), declared with its year.
 */
import {
  boundedText,
  isValidPhone,
  LANGUAGES,
  PRACTICE_AREAS,
  type ConsultationType,
  type ProRecord,
  type PublicProfile,
} from 'shared-data';
import { centsToInput, parseEuros } from 'shared-ui';
import { z } from 'zod';
import { TYPED_REF } from './cabinetAddresses.ts';

/** Mentions de spécialisation of the CNB (arrêté du 28 décembre 2011 as amended). */
export const CNB_SPECIALISATIONS = [
  'Droit de l’arbitrage',
  'Droit des associations et des fondations',
  'Droit bancaire et boursier',
  'Droit commercial, des affaires et de la concurrence',
  'Droit du crédit et de la consommation',
  'Droit du dommage corporel',
  'Droit de l’environnement',
  'Droit des étrangers et de la nationalité',
  'Droit de la famille, des personnes et de leur patrimoine',
  'Droit fiscal et droit douanier',
  'Droit de la fiducie',
  'Droit des garanties, des sûretés et des mesures d’exécution',
  'Droit immobilier',
  'Droit international et de l’Union européenne',
  'Droit du numérique et des communications',
  'Droit pénal',
  'Droit de la propriété intellectuelle',
  'Droit public',
  'Droit rural',
  'Droit de la santé',
  'Droit de la sécurité sociale et de la protection sociale',
  'Droit des sociétés',
  'Droit du sport',
  'Droit du travail',
] as const;

export const PROFILE_MESSAGES = {
  fullName: 'Saisissez votre nom tel qu’il apparaîtra dans l’annuaire.',
  phone: 'Numéro de téléphone invalide (ex. 04 78 12 34 56 ou +33 4 78 12 34 56).',
  areasMax: 'Trois domaines d’activité dominants au plus (RIN art. 10).',
  specialty: 'Choisissez une mention de spécialisation de la liste du CNB.',
  year: (max: number) => `Année d’obtention invalide (entre 1990 et ${max}).`,
  duplicate: 'Cette spécialisation est déjà déclarée.',
  postcode: 'Code postal invalide (5 chiffres).',
  cityRequired: 'Indiquez la ville du cabinet pour apparaître dans l’annuaire.',
  fee: 'Honoraires invalides (ex. 80 ou 79,50).',
  typesRequired: 'Choisissez au moins un type de consultation pour publier le profil.',
  visioUrl:
    'Lien de visioconférence invalide : collez l’adresse complète de votre salle, commençant par https:// (ex. https://visio.example.fr/maitre-durand).',
} as const;

/** A video meeting link: an https address (an http or `javascript:` one is refused). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A consultation fee below 100 000 € (more is a slip of the finger), typed as any amount is. */
const FEE_MAX_CENTS = 9_999_999;
const feeField = z
  .string()
  .trim()
  .refine((v) => v === '' || (parseEuros(v) ?? Number.POSITIVE_INFINITY) <= FEE_MAX_CENTS, PROFILE_MESSAGES.fee);

export function profileFormSchema(currentYear: number) {
  return z
    .object({
      fullName: boundedText('name').min(1, PROFILE_MESSAGES.fullName),
      title: boundedText('title'),
      phone: boundedText('phone').refine((v) => v === '' || isValidPhone(v), PROFILE_MESSAGES.phone),
      barreau: boundedText('short'),
      practiceAreas: z.array(z.string()).max(3, PROFILE_MESSAGES.areasMax),
      specialties: z.array(
        z.object({
          name: z
            .string()
            .refine((v) => (CNB_SPECIALISATIONS as readonly string[]).includes(v), PROFILE_MESSAGES.specialty),
          year: z
            .string()
            .trim()
            .refine(
              (v) => /^\d{4}$/.test(v) && Number(v) >= 1990 && Number(v) <= currentYear,
              PROFILE_MESSAGES.year(currentYear),
            ),
        }),
      ),
      languages: z.array(z.string()),
      bio: boundedText('bio', { trim: false }),
      /** Which of the cabinet's addresses is the meeting place (cabinetAddresses.ts); `address` is its text. */
      addressRef: z.string(),
      address: boundedText('address'),
      postcode: z
        .string()
        .trim()
        .refine((v) => v === '' || /^\d{5}$/.test(v), PROFILE_MESSAGES.postcode),
      city: boundedText('short'),
      consultationTypes: z.array(z.enum(['cabinet', 'visio', 'téléphone'])),
      visioUrl: boundedText('url').refine((v) => v === '' || isHttpsUrl(v), PROFILE_MESSAGES.visioUrl),
      fees: z.object({ cabinet: feeField, visio: feeField, téléphone: feeField }),
      published: z.boolean(),
    })
    .superRefine((values, ctx) => {
      const seen = new Set<string>();
      values.specialties.forEach((s, i) => {
        if (seen.has(s.name))
          ctx.addIssue({ code: 'custom', path: ['specialties', i, 'name'], message: PROFILE_MESSAGES.duplicate });
        seen.add(s.name);
      });
      if (values.published && !values.city.trim())
        ctx.addIssue({ code: 'custom', path: ['city'], message: PROFILE_MESSAGES.cityRequired });
      if (values.published && values.consultationTypes.length === 0)
        ctx.addIssue({ code: 'custom', path: ['consultationTypes'], message: PROFILE_MESSAGES.typesRequired });
    });
}
export type ProfileFormValues = z.infer<ReturnType<typeof profileFormSchema>>;

export const PRACTICE_AREA_OPTIONS = PRACTICE_AREAS;
export const LANGUAGE_OPTIONS = LANGUAGES;

export function emptyProfile(input: { fullName: string; phone: string }): ProfileFormValues {
  return {
    fullName: input.fullName,
    title: 'Avocat',
    phone: input.phone,
    barreau: '',
    practiceAreas: [],
    specialties: [],
    languages: ['Français'],
    bio: '',
    addressRef: '',
    address: '',
    postcode: '',
    city: '',
    consultationTypes: ['cabinet'],
    visioUrl: '',
    fees: { cabinet: '', visio: '', téléphone: '' },
    published: false,
  };
}

/** A published fee as the form shows it (8000 → "80", 7950 → "79,50"); none → empty. */
export function centsToFeeText(cents: number | undefined): string {
  return cents === undefined ? '' : centsToInput(cents);
}

/**
 * The values the profile form opens with: the saved form (« Profil public » as the directory has it);
 * else a profile published before any form was saved (its CNB mentions kept, their years to give);
 * else the account's sign-up answers. The meeting place is chosen by the caller (`initialPlace`);
 * a video link only the public profile holds is kept.
 */
export function toProfileForm({
  stored,
  published,
  pro,
  sessionName,
  addressRef,
}: {
  /** `settings/profile-{uid}`: the form as last saved. */
  stored: ProfileFormValues | null;
  /** `publicProfiles/{uid}`, published or not. */
  published: PublicProfile | null;
  /** `pros/{uid}`: name, phone and sign-up preferences. */
  pro: Pick<ProRecord, 'profile' | 'preferences'> | null;
  /** The signed-in user's name, when the account record has none. */
  sessionName: string;
  addressRef: string;
}): ProfileFormValues {
  const base = emptyProfile({ fullName: pro?.profile.fullName ?? sessionName, phone: pro?.profile.phone ?? '' });
  const fee = (type: ConsultationType) =>
    centsToFeeText(published?.consultationFees?.find((f) => f.type === type)?.amountCents);
  const initial: ProfileFormValues = stored
    ? { ...base, ...stored, published: Boolean(published?.published) }
    : published
      ? {
          ...base,
          fullName: published.fullName,
          title: published.title,
          phone: published.phone || base.phone,
          barreau: published.barreau,
          practiceAreas: published.practiceAreas,
          specialties: published.certifiedSpecialties
            .filter((s) => (CNB_SPECIALISATIONS as readonly string[]).includes(s))
            .map((name) => ({ name, year: '' })),
          languages: published.languages,
          bio: published.bio,
          address: published.address,
          postcode: published.postcode,
          city: published.city,
          consultationTypes: published.consultationTypes,
          fees: { cabinet: fee('cabinet'), visio: fee('visio'), téléphone: fee('téléphone') },
          published: published.published,
        }
      : {
          ...base,
          practiceAreas: (pro?.preferences.specialties ?? []).slice(0, 3),
          languages: pro?.preferences.languages ?? ['Français'],
        };
  return { ...initial, addressRef, visioUrl: initial.visioUrl || published?.visioUrl || '' };
}

/** What the directory reads (published profile). */
export function toPublicProfile(input: {
  values: ProfileFormValues;
  uid: string;
  firmId: string;
  firmName: string;
  email: string;
  now: string;
}): PublicProfile {
  const v = input.values;
  const fees = (v.consultationTypes as ConsultationType[]).flatMap((type) => {
    const cents = parseEuros(v.fees[type]);
    return cents === null ? [] : [{ type, amountCents: cents }];
  });
  return {
    uid: input.uid,
    firmId: input.firmId,
    fullName: v.fullName.trim(),
    title: v.title.trim(),
    firmName: input.firmName,
    barreau: v.barreau.trim(),
    city: v.city.trim(),
    postcode: v.postcode.trim(),
    address: v.address.trim(),
    // Older profiles typed their address: no reference then (and none for a typed one kept as is).
    ...(v.addressRef && v.addressRef !== TYPED_REF ? { addressRef: v.addressRef } : {}),
    ...(v.visioUrl.trim() ? { visioUrl: v.visioUrl.trim() } : {}),
    practiceAreas: v.practiceAreas.slice(0, 3),
    certifiedSpecialties: v.specialties.map((s) => s.name),
    languages: v.languages,
    consultationTypes: v.consultationTypes as ConsultationType[],
    consultationFees: fees,
    bio: v.bio.trim(),
    phone: v.phone.trim(),
    email: input.email,
    published: true,
    updatedAt: input.now,
  };
}
