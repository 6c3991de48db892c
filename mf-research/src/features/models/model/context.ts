/** The filling context from what the data store holds (settings/team first, the firm record second). */
import type { Case, Client, Firm, Member } from 'shared-data';
import type { ModelContext } from './fields.ts';

export type TeamSettings = { name?: string; address?: string; siret?: string; barreau?: string };

export function buildModelContext(input: {
  firm: Firm | null;
  team: TeamSettings | null;
  members: Member[];
  dossier: Case | null;
  client: Client | null;
  today: string;
}): ModelContext {
  const { firm, team, dossier } = input;
  const lawyer = dossier ? input.members.find((member) => member.uid === dossier.responsibleUid) : undefined;
  const barreau = (team?.barreau ?? '').trim();
  return {
    cabinet: {
      name: team?.name || firm?.name || '',
      address: team?.address || firm?.address || '',
      siret: team?.siret || firm?.siret || '',
      barreau,
    },
    lawyerName: lawyer?.name ?? '',
    client: input.client,
    dossier,
    today: input.today,
  };
}
