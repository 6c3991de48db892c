/**
 * The cabinet's plateforme agréée (pure): `firms/{f}/settings/einvoicing` (einvoicingSettingsSchema)
 * and, apart, the OAuth client secret that goes to `platformCredentials/current`. The secret is
 * write-only: the form never holds the saved one, it only asks for a new one (first configuration,
 * or « Remplacer le secret »).
 */
import { boundedText, type EinvoicingSettings } from 'shared-data';
import { z } from 'zod';

/** What platformCredentialsSchema accepts. */
export const CLIENT_SECRET_MAX = 500;

export const EINVOICING_MESSAGES = {
  platformUrl: 'Saisissez l’adresse de la plateforme agréée (ex. https://pa.example.fr).',
  tokenUrl: 'Saisissez l’adresse du jeton OAuth que la plateforme vous a communiquée.',
  url: 'Adresse invalide : collez l’adresse complète, commençant par https:// (ex. https://pa.example.fr).',
  https:
    'Adresse non sécurisée : la plateforme doit être jointe en https:// (http:// n’est accepté que pour une plateforme locale, localhost ou 127.0.0.1).',
  credentialsInUrl: 'L’adresse ne doit contenir ni identifiant ni mot de passe : saisissez-les dans leurs champs.',
  clientId: 'Saisissez l’identifiant client que la plateforme vous a attribué.',
  secretRequired: 'Saisissez le secret client que la plateforme vous a communiqué.',
  secretTooLong: `Le secret client compte ${CLIENT_SECRET_MAX} caractères au plus.`,
} as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/** Why this platform address is refused (French), or null. https only, except a platform running on this machine. */
export function platformUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return EINVOICING_MESSAGES.url;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return EINVOICING_MESSAGES.url;
  if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname)) return EINVOICING_MESSAGES.https;
  // A secret pasted into an address would be stored readable by every member.
  if (url.username || url.password) return EINVOICING_MESSAGES.credentialsInUrl;
  if (url.protocol === 'https:' && !LOCAL_HOSTS.has(url.hostname) && !url.hostname.includes('.'))
    return EINVOICING_MESSAGES.url;
  return null;
}

const addressField = (required: string) =>
  boundedText('url').superRefine((value, ctx) => {
    const problem = value === '' ? required : platformUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const einvoicingFormSchema = z
  .object({
    platformUrl: addressField(EINVOICING_MESSAGES.platformUrl),
    tokenUrl: addressField(EINVOICING_MESSAGES.tokenUrl),
    clientId: boundedText('identifier').min(1, EINVOICING_MESSAGES.clientId),
    clientSecret: z.string().trim().max(CLIENT_SECRET_MAX, EINVOICING_MESSAGES.secretTooLong),
    /** The secret field is shown: no secret saved yet, or « Remplacer le secret » was pressed. */
    enterSecret: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.enterSecret && values.clientSecret === '')
      ctx.addIssue({ code: 'custom', path: ['clientSecret'], message: EINVOICING_MESSAGES.secretRequired });
  });
export type EinvoicingFormValues = z.infer<typeof einvoicingFormSchema>;

/** In the order of the form (the first in error gets the focus). */
export const EINVOICING_FIELDS = ['platformUrl', 'tokenUrl', 'clientId', 'clientSecret'] as const;

/** The stored settings → the form (the secret is never read back: its field starts empty). */
export function toEinvoicingForm(stored: Partial<EinvoicingSettings> | null): EinvoicingFormValues {
  return {
    platformUrl: stored?.platformUrl ?? '',
    tokenUrl: stored?.tokenUrl ?? '',
    clientId: stored?.clientId ?? '',
    clientSecret: '',
    enterSecret: !stored?.secretSetAt,
  };
}

/** What a save writes: the settings' own fields, and the new secret when one was typed (else null: unchanged). */
export function toEinvoicingSave(values: EinvoicingFormValues): {
  settings: Pick<EinvoicingSettings, 'platformUrl' | 'tokenUrl' | 'clientId'>;
  clientSecret: string | null;
} {
  return {
    settings: {
      // The server appends the services' paths (`/flow-service/v1`…) to the base address.
      platformUrl: values.platformUrl.trim().replace(/\/+$/, ''),
      tokenUrl: values.tokenUrl.trim(),
      clientId: values.clientId.trim(),
    },
    clientSecret: values.enterSecret && values.clientSecret.trim() ? values.clientSecret.trim() : null,
  };
}
