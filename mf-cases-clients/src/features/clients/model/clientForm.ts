/** The client form: its zod schema (French messages) and the mapping to the stored record. */
import { z } from 'zod';
import { boundedText, clientDisplayName, type Client, isValidPhone, normalizePhone, PHONE_MESSAGE } from 'shared-data';
import { isValidSiren, normalizeSiren } from './siren.ts';

export const CIVILITES = ['M.', 'Mme'] as const;
export const LEGAL_FORMS = [
  'SARL',
  'SAS',
  'SASU',
  'SA',
  'EURL',
  'SCI',
  'SNC',
  'SELARL',
  'Association',
  'EI',
  'Autre',
] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const clientFormSchema = z
  .object({
    kind: z.enum(['physique', 'morale']),
    civilite: z.enum(['', ...CIVILITES]),
    nom: boundedText('name'),
    prenom: boundedText('name'),
    raisonSociale: boundedText('title'),
    siren: boundedText('identifier'),
    forme: boundedText('short'),
    email: boundedText('email').refine((value) => value === '' || EMAIL.test(value), 'Adresse email invalide.'),
    phone: boundedText('phone')
      // The one phone rule of Prétoire (shared-data phone.ts).
      .refine((value) => value === '' || isValidPhone(value), PHONE_MESSAGE),
    address: boundedText('address'),
    notes: boundedText('notes', { trim: false }),
  })
  .superRefine((values, context) => {
    if (values.kind === 'physique') {
      if (!values.civilite)
        context.addIssue({ code: 'custom', path: ['civilite'], message: 'Choisissez la civilité.' });
      if (!values.nom) context.addIssue({ code: 'custom', path: ['nom'], message: 'Saisissez le nom.' });
      if (!values.prenom) context.addIssue({ code: 'custom', path: ['prenom'], message: 'Saisissez le prénom.' });
    } else {
      if (!values.raisonSociale)
        context.addIssue({ code: 'custom', path: ['raisonSociale'], message: 'Saisissez la raison sociale.' });
      if (values.siren && !isValidSiren(values.siren)) {
        context.addIssue({
          code: 'custom',
          path: ['siren'],
          message: 'SIREN invalide : 9 chiffres dont le dernier est une clé de contrôle.',
        });
      }
    }
  });

export type ClientFormValues = z.infer<typeof clientFormSchema>;

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  kind: 'physique',
  civilite: '',
  nom: '',
  prenom: '',
  raisonSociale: '',
  siren: '',
  forme: '',
  email: '',
  phone: '',
  address: '',
  notes: '',
};

/** The name the conflict check searches for. */
export function formDisplayName(values: ClientFormValues): string {
  return values.kind === 'physique'
    ? clientDisplayName({ kind: 'physique', nom: values.nom.trim(), prenom: values.prenom.trim() })
    : values.raisonSociale.trim();
}

type Stamped = 'createdAt' | 'updatedAt' | 'archived';
type ClientData = Client extends infer C ? (C extends Client ? Omit<C, Stamped> : never) : never;

/** Form values → the stored client fields (without timestamps nor archived). */
export function toClientData(values: ClientFormValues): ClientData {
  const common = {
    email: values.email.trim(),
    phone: values.phone.trim() ? (normalizePhone(values.phone) ?? values.phone.trim()) : '',
    address: values.address.trim(),
    notes: values.notes,
  };
  if (values.kind === 'physique') {
    const civilite = values.civilite === '' ? 'M.' : values.civilite;
    return {
      kind: 'physique',
      civilite,
      nom: values.nom.trim(),
      prenom: values.prenom.trim(),
      displayName: formDisplayName(values),
      ...common,
    };
  }
  return {
    kind: 'morale',
    raisonSociale: values.raisonSociale.trim(),
    siren: normalizeSiren(values.siren),
    forme: values.forme.trim(),
    displayName: formDisplayName(values),
    ...common,
  };
}

/** A stored client → form values (for editing). */
export function toClientForm(client: Client): ClientFormValues {
  const common = { email: client.email, phone: client.phone, address: client.address, notes: client.notes };
  return client.kind === 'physique'
    ? {
        ...EMPTY_CLIENT_FORM,
        ...common,
        kind: 'physique',
        civilite: client.civilite,
        nom: client.nom,
        prenom: client.prenom,
      }
    : {
        ...EMPTY_CLIENT_FORM,
        ...common,
        kind: 'morale',
        raisonSociale: client.raisonSociale,
        siren: client.siren,
        forme: client.forme,
      };
}
