/**
 * Depositing a file on the cabinet's plateforme agréée, one way for every flow the cabinet sends —
 * an invoice's Factur-X (transmissions.ts), an « Encaissée » (encaissement.ts), an e-report
 * (ereporting.ts): the platform (the sync's, else the cabinet's own; one that cannot be used is a
 * failure with its French reason), the deposit (out of reach or credentials refused: a failure,
 * tried again by the sync; anything else is thrown after the failure is recorded), then the
 * platform's acknowledgement — its refusal of the file, in French, or none. Each flow records the
 * outcome on its own document.
 */
import { type Flow, type FlowInfo, PlatformError } from './client.ts';
import { type EinvoicingDeps, messageOf, type Platform, platformAccount, platformOf } from './context.ts';

/** The Flow Service's acknowledgement reasons (ReasonCodeEnum), in French. */
export const ACKNOWLEDGEMENT_REASONS: Record<string, string> = {
  EmptyAttachement: 'Pièce jointe vide',
  AttachmentTypeError: 'Type de pièce jointe non conforme',
  EmptyFlow: 'Fichier vide',
  OtherTechnicalError: 'Erreur technique de la plateforme',
  InvalidSchema: 'Fichier non conforme à sa syntaxe',
  FileSizeExceeded: 'Fichier trop volumineux',
  FlowTypeError: 'Type de flux ou extension non conforme',
  AlreadyExistingFlow: 'Flux déjà déposé',
  VirusFound: 'Virus détecté',
  ChecksumMismatch: 'Empreinte du fichier différente de celle annoncée',
  InvoiceLCInvalidStatus: 'Statut incompatible avec le cycle de vie de la facture',
  InvoiceLCStatusError: 'Statut incorrect ou non autorisé',
  InvoiceLCRuleError: 'Règle du cycle de vie non respectée',
  InvoiceLCAccessDenied: 'Statut non autorisé pour ce compte',
  InvoiceLCAmountError: 'Montant incohérent',
};

export type AcknowledgementRefusal = { code: string; text: string };

/** Why the platform refused a flow at its acknowledgement (French), or null when it accepted it. */
export function acknowledgementRefusal(flow: Pick<Flow, 'acknowledgement'>): AcknowledgementRefusal | null {
  if (flow.acknowledgement.status !== 'Error') return null;
  const detail =
    flow.acknowledgement.details?.find((item) => item.level === 'Error') ?? flow.acknowledgement.details?.[0];
  const code = String(detail?.reasonCode ?? 'OtherTechnicalError');
  const label = ACKNOWLEDGEMENT_REASONS[code] ?? 'Flux refusé par la plateforme';
  return { code, text: detail?.reasonMessage ? `${label} : ${detail.reasonMessage}` : label };
}

/** A file name safe for the platform (and a header). */
export const flowName = (value: string, extension: string) =>
  `${value.replace(/[^\w.-]+/g, '_').slice(0, 100) || 'flux'}${extension}`;

export type FlowFile = { bytes: Uint8Array; contentType: 'application/pdf' | 'application/xml'; info: FlowInfo };

export type DepositRequest = {
  /** The sync's platform; without it, the cabinet's own is looked up. */
  platform?: Platform;
  /** The failure's French reason when the cabinet has no platform configured; without it, nothing happens. */
  withoutPlatform?: string;
  /** The file, written once the platform is known to be usable. */
  file: () => FlowFile | Promise<FlowFile>;
  /** Records a failure (its French reason) on the flow's document: the sync tries it again. */
  failed: (reason: string) => Promise<unknown>;
  /** Records the flow as soon as the platform took it, before its acknowledgement is read. */
  deposited?: (flowId: string) => Promise<unknown>;
};

export type DepositResult =
  | { flowId: string; refusal: AcknowledgementRefusal | null }
  /** `failed` was called. */
  | 'échec'
  /** No platform configured, nothing recorded. */
  | 'sans plateforme';

/** Deposits one file on the cabinet's platform and reads the platform's acknowledgement of it. */
export async function depositFlow(
  deps: EinvoicingDeps,
  firmId: string,
  request: DepositRequest,
): Promise<DepositResult> {
  let platform = request.platform;
  if (!platform) {
    const found = await platformAccount(deps, firmId);
    if (!found) {
      if (request.withoutPlatform === undefined) return 'sans plateforme';
      await request.failed(request.withoutPlatform);
      return 'échec';
    }
    if ('problem' in found) {
      await request.failed(found.problem);
      return 'échec';
    }
    platform = platformOf(deps, found.account);
  }
  const file = await request.file();
  let flowId: string;
  try {
    ({ flowId } = await platform.flows.deposit(file.bytes, file.info, file.contentType));
  } catch (error) {
    await request.failed(messageOf(error));
    if (error instanceof PlatformError) return 'échec';
    throw error;
  }
  await request.deposited?.(flowId);
  // The platform took the file: an acknowledgement that cannot be read counts as no refusal.
  const refusal = await platform.flows
    .metadata(flowId)
    .then(acknowledgementRefusal)
    .catch(() => null);
  return { flowId, refusal };
}

/**
 * Deposits the pending flows `ids` one after the other. The first failure stops the run: the
 * platform out of reach, the others would wait for the same time limit; they go at the next run.
 */
export async function depositInTurn<Outcome extends string>(
  ids: readonly string[],
  deposit: (id: string) => Promise<Outcome>,
): Promise<Record<string, Outcome>> {
  const outcomes: Record<string, Outcome> = {};
  for (const id of ids) {
    outcomes[id] = await deposit(id);
    if (outcomes[id] === 'échec') break;
  }
  return outcomes;
}
