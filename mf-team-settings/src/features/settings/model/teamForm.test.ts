import { teamFormSchema, toTeamFields, toTeamForm } from './teamForm.ts';

describe('the cabinet identity form', () => {
  const firm = { name: 'Cabinet Durand', siret: '73282932000074', address: '12 rue de la République, 69002 Lyon' };
  const team = {
    barreau: 'Lyon',
    offices: [
      { id: 'vb', label: 'Bureau de Villeurbanne', address: '3 cours Émile Zola, 69100 Villeurbanne' },
      'abîmé',
    ],
  };

  it('opens with the cabinet’s identity, its SIRET in groups, the barreau and the other offices', () => {
    expect(toTeamForm(firm, team)).toEqual({
      name: 'Cabinet Durand',
      siret: '732 829 320 00074',
      address: '12 rue de la République, 69002 Lyon',
      barreau: 'Lyon',
      offices: [{ id: 'vb', label: 'Bureau de Villeurbanne', address: '3 cours Émile Zola, 69100 Villeurbanne' }],
    });
    expect(toTeamForm({ name: 'Solo', address: 'Lyon' }, null)).toEqual({
      name: 'Solo',
      siret: '',
      address: 'Lyon',
      barreau: '',
      offices: [],
    });
  });

  it('reads a saved `settings/team` back as the values saved (a two-tab conflict compares them)', () => {
    const values = toTeamForm(firm, team);
    expect(teamFormSchema.safeParse(values).success).toBe(true);
    const saved = toTeamFields(values).settings;
    expect(toTeamForm(saved, saved)).toEqual(values);
  });
});
