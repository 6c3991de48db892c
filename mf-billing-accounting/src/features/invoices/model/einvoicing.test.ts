import type { ClientSnapshot } from 'shared-data';
import { goesToPlatform } from 'shared-data/invoiceTotals';
import {
  listStatus,
  REFUSAL_CORRECTION,
  sealedElectronicAddress,
  transmissionView,
  WAITING_LABEL,
} from './einvoicing.ts';

const business: ClientSnapshot = {
  name: 'Société Lambert Immobilier',
  kind: 'morale',
  address: '8 quai Saint-Antoine, 69002 Lyon',
  siren: '732829320',
  vatNumber: null,
  email: 'compta@lambert.example',
};

describe('the buyer’s electronic address sealed at issue', () => {
  const joignable = { status: 'joignable' as const, electronicAddress: '732829320_FACTURES' };

  it('is the directory’s address when the client receives there, else its SIREN', () => {
    expect(sealedElectronicAddress({ snapshot: business, platformConfigured: true, lookup: joignable })).toBe(
      '732829320_FACTURES',
    );
    for (const lookup of [
      null,
      { status: 'nonJoignable' as const, electronicAddress: null },
      { status: 'inconnu' as const, electronicAddress: null },
      { status: 'erreur' as const, electronicAddress: '732829320_FACTURES' },
      // Not the client's: BT-49 must start with its SIREN (BR-FR-21); nor characters BR-FR-23 refuses.
      { status: 'joignable' as const, electronicAddress: '999999999' },
      { status: 'joignable' as const, electronicAddress: '732829320 FACTURES' },
      { status: 'joignable' as const, electronicAddress: `732829320_${'X'.repeat(120)}` },
    ])
      expect(sealedElectronicAddress({ snapshot: business, platformConfigured: true, lookup })).toBe('732829320');
  });

  it('is nothing without a PA, for an individual or a business without SIREN', () => {
    expect(sealedElectronicAddress({ snapshot: business, platformConfigured: false, lookup: joignable })).toBe(
      undefined,
    );
    const individual = { ...business, kind: 'physique' as const, siren: null };
    expect(sealedElectronicAddress({ snapshot: individual, platformConfigured: true, lookup: null })).toBe(undefined);
    const noSiren = { ...business, siren: null };
    expect(sealedElectronicAddress({ snapshot: noSiren, platformConfigured: true, lookup: joignable })).toBe(undefined);
  });

  it('marks the issued invoices the PA receives', () => {
    expect(goesToPlatform({ status: 'issued', clientSnapshot: { electronicAddress: '732829320' } })).toBe(true);
    expect(goesToPlatform({ status: 'issued', clientSnapshot: { electronicAddress: null } })).toBe(false);
    expect(goesToPlatform({ status: 'issued', clientSnapshot: null })).toBe(false);
    expect(goesToPlatform({ status: 'draft', clientSnapshot: { electronicAddress: '732829320' } })).toBe(false);
  });
});

describe('a transmission in French', () => {
  it('waits, fails with a reason and a retry, is refused with a reason, or moves on', () => {
    expect(transmissionView(null)).toEqual({ kind: 'waiting', label: WAITING_LABEL });
    expect(transmissionView({ status: 'enAttente', reason: null, reasonCode: null })).toEqual({
      kind: 'waiting',
      label: 'En attente de transmission',
    });
    expect(transmissionView({ status: 'echec', reason: 'Plateforme injoignable.', reasonCode: null })).toEqual({
      kind: 'failed',
      label: 'Transmission en échec',
      reason: 'Plateforme injoignable.',
    });
    for (const status of ['210', '213', '221'] as const)
      expect(transmissionView({ status, reason: 'SIREN du client inconnu.', reasonCode: 'REJ_UNI' }).kind).toBe(
        'refused',
      );
    expect(transmissionView({ status: '210', reason: null, reasonCode: 'REJ_SEMAN' })).toMatchObject({
      label: 'Refusée',
      reason: 'Motif non précisé par la plateforme (code REJ_SEMAN).',
    });
    expect(transmissionView({ status: '202', reason: null, reasonCode: null })).toEqual({
      kind: 'progress',
      label: 'Reçue par la plateforme',
    });
    expect(REFUSAL_CORRECTION).toBe(
      'Une facture refusée ne se modifie pas : émettez un avoir, puis une nouvelle facture.',
    );
  });

  it('the list shows the transmission’s status, « À transmettre » before the PA has it, nothing otherwise', () => {
    expect(listStatus({ status: '213' }, true)).toEqual({ status: '213', label: 'Rejetée' });
    expect(listStatus(undefined, true)).toEqual({ status: 'enAttente', label: 'À transmettre' });
    expect(listStatus(undefined, false)).toBeNull();
  });
});
