/** @jest-environment node */
import path from 'node:path';
import { validateAgainstSchema } from '../testing/xsd.ts';
import {
  buildLifecycleMessage,
  LIFECYCLE_STATUSES,
  type LifecycleMessage,
  lifecycleRuleProblems,
  REASON_REQUIRED,
  REASONS,
  REASONS_BY_STATUS,
  readLifecycleMessage,
  type StatusCode,
} from './cdar.ts';
import { REFERENCE_DIR } from './contract.ts';

jest.setTimeout(30_000);

const CDAR_XSD = path.join(REFERENCE_DIR, 'cdar-d22b', 'CrossDomainAcknowledgementAndResponse_100pD22B.xsd');
const SELLER = { siren: '908765431', name: 'Cabinet Leroy', role: 'SE' as const };
const BUYER = {
  siren: '812345676',
  name: 'Cabinet Durand & Associés',
  electronicAddress: '812345676',
  role: 'BY' as const,
};

/** A message for `status`, posed by whoever poses it, with what the rules require. */
function messageFor(status: StatusCode): LifecycleMessage {
  const { issuer } = LIFECYCLE_STATUSES[status];
  const reasonCode = REASONS_BY_STATUS[status]?.[0];
  return {
    messageId: `F2026-0042_${status}`,
    status,
    issuedAt: new Date('2026-11-20T15:10:00Z'),
    issuer: issuer === 'platform' ? 'platform' : issuer === 'buyer' ? BUYER : SELLER,
    recipient: issuer === 'seller' ? BUYER : SELLER,
    invoice: {
      number: 'F2026-0042',
      typeCode: '380',
      issueDate: '20261120',
      sellerSiren: SELLER.siren,
      receivedAt: new Date('2026-11-20T15:00:00Z'),
    },
    ...(reasonCode && REASON_REQUIRED.includes(status) ? { reason: { code: reasonCode } } : {}),
    ...(status === '212' ? { collected: [{ amount: '1200.00', currency: 'EUR', vatRate: '20.00' }] } : {}),
  };
}

describe('lifecycle messages (CDAR D22B)', () => {
  it('writes every status valid against the CDAR XSD, and reads it back', async () => {
    for (const status of Object.keys(LIFECYCLE_STATUSES) as StatusCode[]) {
      const message = messageFor(status);
      const xml = buildLifecycleMessage(message);
      await validateAgainstSchema(xml, CDAR_XSD, `${status}.xml`);
      const read = readLifecycleMessage(xml);
      if ('error' in read) throw new Error(read.error);
      expect(read.message).toMatchObject({
        messageId: `F2026-0042_${status}`,
        status,
        statusLabel: LIFECYCLE_STATUSES[status].label,
        phase: LIFECYCLE_STATUSES[status].issuer === 'platform' ? '305' : '23',
        invoice: { number: 'F2026-0042', typeCode: '380', issueDate: '20261120', sellerSiren: SELLER.siren },
      });
      expect(lifecycleRuleProblems(read.message)).toEqual([]);
    }
  });

  it('says who posed it, why, and what was collected', () => {
    const xml = buildLifecycleMessage({
      ...messageFor('210'),
      reason: { code: 'TX_TVA_ERR' },
      note: 'Taux & montant à revoir <20 %>',
    });
    const read = readLifecycleMessage(xml);
    if ('error' in read) throw new Error(read.error);
    expect(read.message.issuer).toEqual({ siren: BUYER.siren, role: 'BY' });
    expect(read.message.reasons).toEqual([{ code: 'TX_TVA_ERR', text: REASONS.TX_TVA_ERR }]);
    expect(read.message.notes).toEqual(['Taux & montant à revoir <20 %>']);
    const collected = readLifecycleMessage(buildLifecycleMessage(messageFor('212')));
    if ('error' in collected) throw new Error(collected.error);
    expect(collected.message.collected).toEqual([
      { typeCode: 'MEN', amount: '1200.00', currency: 'EUR', vatRate: '20.00' },
    ]);
  });

  it('finds what the French rules (BR-FR-CDV) refuse', () => {
    const read = (message: LifecycleMessage) => {
      const result = readLifecycleMessage(buildLifecycleMessage(message));
      if ('error' in result) throw new Error(result.error);
      return result.message;
    };
    expect(lifecycleRuleProblems(read({ ...messageFor('210'), reason: undefined }))).toEqual([
      'Le statut 210 exige un motif (BR-FR-CDV-15)',
    ]);
    expect(lifecycleRuleProblems(read({ ...messageFor('213'), reason: { code: 'TX_TVA_ERR' } }))).toEqual([
      'Motif TX_TVA_ERR non autorisé pour le statut 213 (BR-FR-CDV-CL-09)',
    ]);
    expect(lifecycleRuleProblems(read({ ...messageFor('212'), collected: [] }))).toEqual([
      '« Encaissée » exige le montant encaissé et son taux de TVA (MEN, BR-FR-CDV-14)',
    ]);
    expect(
      lifecycleRuleProblems(
        read({ ...messageFor('212'), collected: [{ amount: '12,5', currency: 'EUR', vatRate: '20' }] }),
      ),
    ).toEqual(['Montant encaissé illisible (BR-FR-DEC-01)']);
    expect(lifecycleRuleProblems(read({ ...messageFor('205'), reason: { code: 'INVENTE' } }))).toEqual([
      'Motif INVENTE inconnu (BR-FR-CDV-CL-09)',
    ]);
  });

  it('refuses what is not a CDAR message', () => {
    expect(readLifecycleMessage('<a>')).toMatchObject({ error: expect.stringContaining('XML mal formé') });
    expect(readLifecycleMessage('<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>')).toMatchObject({ kind: 'doctype' });
    expect(readLifecycleMessage('<CrossDomainAcknowledgementAndResponse/>')).toEqual({
      error: expect.stringContaining('pas un message CDAR'),
    });
    const withoutStatus = buildLifecycleMessage(messageFor('200')).replace(
      /<ram:ProcessConditionCode>200<\/ram:ProcessConditionCode>/,
      '',
    );
    expect(readLifecycleMessage(withoutStatus)).toEqual({ error: expect.stringContaining('MDT-105') });
  });
});
