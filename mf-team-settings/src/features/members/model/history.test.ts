import { teamHistory } from './history.ts';

const names = new Map([
  ['o', 'Claire Durand'],
  ['m', 'Julien Martin'],
]);

describe('team history', () => {
  it('keeps only role changes and removals, newest first, in French', () => {
    const lines = teamHistory({
      names,
      entries: [
        { at: '2026-01-01T10:00:00Z', uid: 'o', action: 'case.status', target: 'firms/f/cases/c', details: {} },
        {
          at: '2026-01-02T10:00:00Z',
          uid: 'o',
          action: 'member.role',
          target: 'firms/f/members/m',
          details: { from: 'member', to: 'owner' },
        },
        {
          at: '2026-01-03T10:00:00Z',
          uid: 'o',
          action: 'member.remove',
          target: 'firms/f/members/x',
          details: { name: 'Sophie Bernard', email: 's@b.fr', role: 'member' },
        },
      ],
    });
    expect(lines.map((l) => l.text)).toEqual([
      'Claire Durand a retiré Sophie Bernard du cabinet.',
      'Claire Durand a changé le rôle de Julien Martin : Collaborateur → Titulaire.',
    ]);
  });

  it('limits the list and names a former member', () => {
    const entries = Array.from({ length: 30 }, (_, i) => ({
      at: `2026-01-01T10:${String(i).padStart(2, '0')}:00Z`,
      uid: 'gone',
      action: 'member.role',
      target: 'firms/f/members/m',
      details: { from: 'owner', to: 'member' },
    }));
    const lines = teamHistory({ names, entries, limit: 5 });
    expect(lines).toHaveLength(5);
    expect(lines[0]!.text).toBe('Ancien membre a changé le rôle de Julien Martin : Titulaire → Collaborateur.');
    expect(lines[0]!.at).toBe('2026-01-01T10:29:00Z');
  });
});
