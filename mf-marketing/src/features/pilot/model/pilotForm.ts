/** The pilot programme application: French messages, consent required, nothing sensitive. */
import { type FormProblems, isEmail, textProblem } from '../../validation/model/formChecks.ts';
import { TEXT_LIMITS } from 'shared-data/textLimits';

export const CABINET_SIZES = [
  { value: 'seul', label: 'J’exerce seul(e)' },
  { value: '2-5', label: '2 à 5 professionnels' },
  { value: '6-15', label: '6 à 15 professionnels' },
  { value: '16+', label: 'Plus de 15 professionnels' },
] as const;

export const PILOT_MESSAGE_MAX = 1000;

export const PILOT_MESSAGES = {
  name: 'Indiquez votre nom et votre prénom.',
  email: 'Indiquez une adresse email valide (exemple : prenom.nom@cabinet.fr).',
  firmName: 'Indiquez le nom de votre cabinet (ou votre nom si vous exercez seul).',
  barreau: 'Indiquez votre barreau (ou votre ordre, votre chambre).',
  size: 'Choisissez la taille de votre cabinet.',
  specialties: 'Choisissez au moins un domaine.',
  consent: 'Votre accord est nécessaire pour que nous puissions vous recontacter.',
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

const SIZE_VALUES: readonly string[] = CABINET_SIZES.map((size) => size.value);

/** Each field's problem, on trimmed values (see resolverOf); the message is optional. */
export function checkPilotForm(values: PilotFormValues): FormProblems<PilotFormValues> {
  return {
    name: textProblem(values.name, TEXT_LIMITS.name, { min: 2, message: PILOT_MESSAGES.name }),
    email: textProblem(values.email, TEXT_LIMITS.email) ?? (isEmail(values.email) ? undefined : PILOT_MESSAGES.email),
    firmName: textProblem(values.firmName, TEXT_LIMITS.name, { min: 2, message: PILOT_MESSAGES.firmName }),
    barreau: textProblem(values.barreau, TEXT_LIMITS.short, { min: 2, message: PILOT_MESSAGES.barreau }),
    size: SIZE_VALUES.includes(values.size) ? undefined : PILOT_MESSAGES.size,
    specialties:
      Array.isArray(values.specialties) && values.specialties.length > 0 ? undefined : PILOT_MESSAGES.specialties,
    message: textProblem(values.message, PILOT_MESSAGE_MAX),
    consent: values.consent ? undefined : PILOT_MESSAGES.consent,
  };
}

/** One application per email: the document id is a hash of the normalised email. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
