/**
 * The periodic work with each cabinet's plateforme agréée (every 5 minutes in production, every
 * 2 seconds locally): deposit the invoices still to send, the encaissements and e-reports still to
 * declare, then read what the platform made available since the last run — supplier invoices
 * (reception.ts) and the lifecycle of the cabinet's own invoices (CDAR) — and refresh the
 * directory answers a week old. One run per cabinet at a time (a lease); the inbound cursor is the
 * last flow's `updatedAt` (the Flow Service's `updatedAfter`, strict), kept in `serverState/{firmId}`
 * and moved flow by flow, so a run that stops resumes where it stopped.
 */
import type { EinvoicingSettings } from 'shared-data/server';
import { type Flow, PlatformError } from './client.ts';
import {
  type EinvoicingDeps,
  firmIdentity,
  messageOf,
  type Platform,
  platformAccount,
  platformOf,
  type ServerState,
  serverStatePath,
  withLease,
} from './context.ts';
import { refreshDirectoryLookups } from './directory.ts';
import { reportPendingEncaissements } from './encaissement.ts';
import { transmitPendingEreports } from './ereporting.ts';
import { receiveSupplierInvoice } from './reception.ts';
import { applyCustomerLifecycle, depositPendingTransmissions } from './transmissions.ts';

export type FirmSyncReport = {
  deposited: number;
  received: number;
  statuses: number;
  /** French: why the platform could not be reached or refused the cabinet, when it did. */
  error: string | null;
};

/** The cabinets whose owner configured a platform (settings/einvoicing). */
export async function configuredFirms(deps: EinvoicingDeps): Promise<string[]> {
  const firms = await deps.db.collection('firms').select().get();
  if (firms.empty) return [];
  const settings = await deps.db.getAll(...firms.docs.map((firm) => firm.ref.collection('settings').doc('einvoicing')));
  return settings
    .filter((doc) => !!(doc.data() as EinvoicingSettings | undefined)?.platformUrl)
    .map((doc) => doc.ref.parent.parent!.id);
}

/** Reads the inbound flows since the cursor: supplier invoices and the cabinet's invoices' lifecycle. */
async function readInbound(
  deps: EinvoicingDeps,
  firmId: string,
  platform: Platform,
  report: FirmSyncReport,
): Promise<void> {
  const stateRef = deps.db.doc(serverStatePath(firmId));
  const state = ((await stateRef.get()).data() ?? {}) as ServerState;
  const { siren } = await firmIdentity(deps, firmId);
  let after = state.inboundUpdatedAfter;
  let cursor: string | undefined;
  do {
    const page = await platform.flows.search(
      { flowDirection: ['In'], ...(after ? { updatedAfter: after } : {}) },
      cursor,
    );
    for (const flow of page.results ?? []) {
      // A flow not yet accepted comes back with a later updatedAt once it is.
      if (flow.acknowledgement.status === 'Ok') await readFlow(deps, firmId, siren, platform, flow, report);
      if (!after || flow.updatedAt > after) {
        after = flow.updatedAt;
        await stateRef.set({ inboundUpdatedAfter: after } satisfies ServerState, { merge: true });
      }
    }
    cursor = page.nextCursor;
  } while (cursor);
}

async function readFlow(
  deps: EinvoicingDeps,
  firmId: string,
  siren: string,
  platform: Platform,
  flow: Flow,
  report: FirmSyncReport,
): Promise<void> {
  if (flow.flowType === 'SupplierInvoice') {
    const received = await receiveSupplierInvoice(deps, firmId, platform, flow);
    if (received.outcome === 'dépense') report.received += 1;
  } else if (flow.flowType === 'CustomerInvoiceLC') {
    if (await applyCustomerLifecycle(deps, firmId, siren, platform, flow)) report.statuses += 1;
  }
}

/** One cabinet's run (nothing when another run holds it, or the cabinet has no platform). */
export async function syncFirm(deps: EinvoicingDeps, firmId: string): Promise<FirmSyncReport | null> {
  const outcome = await withLease(deps, firmId, 'sync', async () => {
    const found = await platformAccount(deps, firmId);
    if (!found) return null;
    const report: FirmSyncReport = { deposited: 0, received: 0, statuses: 0, error: null };
    const stateRef = deps.db.doc(serverStatePath(firmId));
    if ('problem' in found) {
      report.error = found.problem;
    } else {
      const platform = platformOf(deps, found.account);
      try {
        const deposits = await depositPendingTransmissions(deps, firmId, platform);
        report.deposited = Object.values(deposits).filter((value) => value === 'déposée').length;
        await reportPendingEncaissements(deps, firmId, platform);
        await transmitPendingEreports(deps, firmId, platform);
        await readInbound(deps, firmId, platform, report);
        await refreshDirectoryLookups(deps, firmId, platform);
      } catch (error) {
        if (!(error instanceof PlatformError)) throw error;
        report.error = messageOf(error);
      }
    }
    await stateRef.set({ lastSyncAt: deps.now().toISOString(), lastError: report.error } satisfies ServerState, {
      merge: true,
    });
    return report;
  });
  return outcome === 'occupé' ? null : outcome;
}

/** Every configured cabinet, one after the other; a cabinet's failure does not stop the others. */
export async function runEinvoicingSync(
  deps: EinvoicingDeps,
): Promise<{ reports: Record<string, FirmSyncReport | null>; failures: Record<string, string> }> {
  const reports: Record<string, FirmSyncReport | null> = {};
  const failures: Record<string, string> = {};
  for (const firmId of await configuredFirms(deps)) {
    try {
      reports[firmId] = await syncFirm(deps, firmId);
    } catch (error) {
      failures[firmId] = messageOf(error);
    }
  }
  return { reports, failures };
}
