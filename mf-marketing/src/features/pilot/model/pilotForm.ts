/** The pilot programme application: French messages, consent required, nothing sensitive. */
import { z } from 'zod';

export const CABINET_SIZES = [
  { value: 'seul', label: 'J’exerce seul(e)' },
  { value: '2-5', label: '2 à 5 professionnels' },
  { value: '6-15', label: '6 à 15 professionnels' },
  { value: '16+', label: 'Plus de 15 professionnels' },
] as const;

export const PILOT_MESSAGES = {
  name: 'Indiquez votre nom et votre prénom.',
  email: 'Indiquez une adresse email valide (exemple : prenom.nom@cabinet.fr).',
  firmName: 'Indiquez le nom de votre cabinet (ou votre nom si vous exercez seul).',
  barreau: 'Indiquez votre barreau (ou votre ordre, votre chambre).',
  size: 'Choisissez la taille de votre cabinet.',
  specialties: 'Choisissez au moins un domaine.',
  message: 'Votre message est trop long (1 000 caractères au plus).',
  consent: 'Votre accord est nécessaire pour que nous puissions vous recontacter.',
  tooLong: '120 caractères au plus.',
} as const;

export type PilotFormValues = {
  name: string;
  email: string;
  firmName: string;
  barreau: string;
  size: string;
  specialties: string[];
  message: string;
  consent: boolean;
  /** Honeypot. */
  website: string;
};

export const EMPTY_PILOT_FORM: PilotFormValues = {
  name: '',
  email: '',
  firmName: '',
  barreau: '',
  size: '',
  specialties: [],
  message: '',
  consent: false,
  website: '',
};

export const pilotFormSchema = z.object({
  name: z.string().trim().min(2, PILOT_MESSAGES.name).max(120, PILOT_MESSAGES.tooLong),
  email: z.string().trim().pipe(z.email(PILOT_MESSAGES.email)),
  firmName: z.string().trim().min(2, PILOT_MESSAGES.firmName).max(120, PILOT_MESSAGES.tooLong),
  barreau: z.string().trim().min(2, PILOT_MESSAGES.barreau).max(120, PILOT_MESSAGES.tooLong),
  size: z.enum(CABINET_SIZES.map((s) => s.value) as [string, ...string[]], { error: PILOT_MESSAGES.size }),
  specialties: z.array(z.string()).min(1, PILOT_MESSAGES.specialties),
  message: z.string().trim().max(1000, PILOT_MESSAGES.message),
  consent: z.boolean().refine((value) => value, PILOT_MESSAGES.consent),
  website: z.string(),
});

/** One application per email: the document id is a hash of the normalised email. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
