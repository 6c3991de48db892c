import { recentConfirmedRequests } from './bookingQueries.ts';
import { createCaseUrl, createClientUrl, intakeState } from './intakeLinks.ts';

describe('confirmed requests and what became of them', () => {
  it('says what is left to create, and builds mf-cases-clients’ addresses with ids only', () => {
    expect(intakeState({})).toBe('à créer');
    expect(intakeState({ clientId: 'c' })).toBe('client');
    expect(intakeState({ clientId: 'c', caseId: 'd' })).toBe('créés');
    expect(createClientUrl('r/1')).toBe('/app/clients?rendez-vous=r%2F1');
    expect(createCaseUrl({ requestId: 'r1', clientId: 'c1' })).toBe('/app/cases?nouveau=1&client=c1&rendez-vous=r1');
  });

  it('asks the backend for the cabinet’s confirmed requests ahead or of the last 90 days, in date order', () => {
    expect(recentConfirmedRequests('f1', '2026-11-26')).toEqual({
      collection: 'bookingRequests',
      where: [
        { field: 'firmId', op: '==', value: 'f1' },
        { field: 'status', op: '==', value: 'confirmé' },
        // 28 August 2026, 00:00 in Paris (summer time).
        { field: 'start', op: '>=', value: '2026-08-27T22:00:00.000Z' },
      ],
      orderBy: [{ field: 'start' }],
    });
  });
});
