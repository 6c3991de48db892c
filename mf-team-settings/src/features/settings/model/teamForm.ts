/** Cabinet identity (pure): `firms/{f}` name/siret/address and `settings/team` (barreau). */
import { boundedText, formatSiret, normalizeIdentifier, siretProblem } from 'shared-data';
import { z } from 'zod';
import { officesOf } from './cabinetAddresses.ts';

export const TEAM_MESSAGES = {
  name: 'Saisissez le nom du cabinet.',
  siretLength: 'Le SIRET compte 14 chiffres.',
  siretKey: 'SIRET invalide : la clé de contrôle ne correspond pas. Vérifiez les chiffres.',
  address: 'Saisissez l’adresse du cabinet.',
  officeAddress: 'Saisissez l’adresse de ce bureau, ou retirez-le.',
} as const;

export const teamFormSchema = z.object({
  name: boundedText('title').min(1, TEAM_MESSAGES.name),
  siret: z.string().superRefine((value, ctx) => {
    const problem = siretProblem(value);
    if (problem === 'length') ctx.addIssue({ code: 'custom', message: TEAM_MESSAGES.siretLength });
    if (problem === 'key') ctx.addIssue({ code: 'custom', message: TEAM_MESSAGES.siretKey });
  }),
  address: boundedText('address').min(1, TEAM_MESSAGES.address),
  barreau: boundedText('short'),
  /** Other offices where the cabinet receives (a profile's meeting place may be one of them). */
  offices: z
    .array(
      z.object({
        id: z.string().min(1),
        label: boundedText('title'),
        address: boundedText('address').min(1, TEAM_MESSAGES.officeAddress),
      }),
    )
    .optional(),
});
export type TeamFormValues = z.infer<typeof teamFormSchema>;

/**
 * The form's values: the identity (name, SIRET shown in groups, address) from `firms/{f}` — or from
 * `settings/team` as saved, which holds them too — and the barreau and other offices from `settings/team`.
 */
export function toTeamForm(
  identity: { name?: unknown; siret?: unknown; address?: unknown },
  team: Record<string, unknown> | null | undefined,
): TeamFormValues {
  return {
    name: String(identity.name ?? ''),
    siret: identity.siret ? formatSiret(String(identity.siret)) : '',
    address: String(identity.address ?? ''),
    barreau: String(team?.barreau ?? ''),
    offices: officesOf(team),
  };
}

export function toTeamFields(values: TeamFormValues) {
  return {
    firm: { name: values.name.trim(), siret: normalizeIdentifier(values.siret), address: values.address.trim() },
    settings: {
      name: values.name.trim(),
      siret: normalizeIdentifier(values.siret),
      address: values.address.trim(),
      barreau: values.barreau.trim(),
      // Written only when there are some (a cabinet without other offices keeps its record as it was).
      ...(values.offices?.length
        ? {
            offices: values.offices.map((office) => ({
              id: office.id,
              label: office.label.trim(),
              address: office.address.trim(),
            })),
          }
        : {}),
    },
  };
}

/** A new office's id: stable once saved (a profile names its office by it). */
export function newOfficeId(): string {
  return `bureau-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
