import { type CaseDocument, type DocumentOwner, paths, useCollection } from 'shared-data';

/** The documents of one dossier or one client (whichever `owner` names), live. */
export function useOwnerDocuments(firmId: string, owner: DocumentOwner) {
  const field = 'caseId' in owner ? 'caseId' : 'clientId';
  const value = 'caseId' in owner ? owner.caseId : owner.clientId;
  return useCollection<CaseDocument>({
    collection: paths.documents(firmId),
    where: [{ field, op: '==', value }],
  });
}
