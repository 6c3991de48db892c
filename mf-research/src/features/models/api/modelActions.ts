/** The cabinet's models and the filling context of a dossier (live reads + writes). */
import { useMemo } from 'react';
import {
  type Case,
  type Client,
  type DocumentModel,
  type Firm,
  getDataStore,
  type Member,
  paths,
  useCollection,
  useDocument,
} from 'shared-data';
import { buildModelContext, type TeamSettings } from '../model/context.ts';
import { type CustomModelValues, toCustomModelRecord } from '../model/customModel.ts';
import type { ModelContext } from '../model/fields.ts';

/**
 * The cabinet's own models, read whole: a cabinet writes a few dozen templates, not thousands (and
 * the library lists them all beside the built-in ones).
 */
export function useCustomModels(firmId: string | null) {
  return useCollection<DocumentModel>(firmId ? { collection: paths.documentModels(firmId) } : null);
}

export async function createCustomModel({
  firmId,
  uid,
  values,
}: {
  firmId: string;
  uid: string;
  values: CustomModelValues;
}): Promise<string> {
  const store = getDataStore();
  const id = store.newId();
  const now = new Date().toISOString();
  await store.set(paths.documentModel(firmId, id), {
    ...toCustomModelRecord(values),
    createdBy: uid,
    createdAt: now,
    updatedAt: now,
  } satisfies DocumentModel);
  return id;
}

export async function deleteCustomModel({ firmId, id }: { firmId: string; id: string }): Promise<void> {
  await getDataStore().delete(paths.documentModel(firmId, id));
}

/** The context of a dossier (its first client, the cabinet's identity, its lawyer), live. */
export function useModelContext({
  firmId,
  caseId,
  clientId,
  members,
  today,
}: {
  firmId: string | null;
  caseId: string;
  clientId: string;
  members: Member[];
  today: string;
}): { loading: boolean; context: ModelContext | null; dossier: (Case & { id: string }) | null } {
  const dossier = useDocument<Case>(firmId && caseId ? paths.case(firmId, caseId) : null);
  const chosenClient = clientId || dossier.data?.clientIds[0] || '';
  const client = useDocument<Client>(firmId && chosenClient ? paths.client(firmId, chosenClient) : null);
  const team = useDocument<TeamSettings>(firmId ? paths.settings(firmId, 'team') : null);
  const firm = useDocument<Firm>(firmId ? paths.firm(firmId) : null);
  const loading = dossier.loading || client.loading || team.loading || firm.loading;
  const context = useMemo(
    () =>
      loading || !caseId
        ? null
        : buildModelContext({
            firm: firm.data,
            team: team.data,
            members,
            dossier: dossier.data,
            client: client.data,
            today,
          }),
    [loading, caseId, firm.data, team.data, members, dossier.data, client.data, today],
  );
  return { loading, context, dossier: dossier.data };
}
