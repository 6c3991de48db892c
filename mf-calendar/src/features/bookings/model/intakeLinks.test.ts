import { createCaseUrl, createClientUrl, intakeState, recentConfirmed } from './intakeLinks.ts';

describe('confirmed requests and what became of them', () => {
  it('says what is left to create, and builds mf-cases-clients’ addresses with ids only', () => {
    expect(intakeState({})).toBe('à créer');
    expect(intakeState({ clientId: 'c' })).toBe('client');
    expect(intakeState({ clientId: 'c', caseId: 'd' })).toBe('créés');
    expect(createClientUrl('r/1')).toBe('/app/clients?rendez-vous=r%2F1');
    expect(createCaseUrl({ requestId: 'r1', clientId: 'c1' })).toBe('/app/cases?nouveau=1&client=c1&rendez-vous=r1');
  });

  it('keeps the confirmed requests ahead or of the last 90 days, in date order', () => {
    const now = new Date('2026-11-26T12:00:00.000Z');
    const requests = [
      { id: 'later', status: 'confirmé', start: '2026-12-03T10:00:00.000Z' },
      { id: 'old', status: 'confirmé', start: '2026-08-01T10:00:00.000Z' },
      { id: 'pending', status: 'à confirmer', start: '2026-12-01T10:00:00.000Z' },
      { id: 'declined', status: 'refusé', start: '2026-12-01T10:00:00.000Z' },
      { id: 'past', status: 'confirmé', start: '2026-10-01T10:00:00.000Z' },
    ] as const;
    expect(recentConfirmed(requests, now).map((request) => request.id)).toEqual(['past', 'later']);
  });
});
