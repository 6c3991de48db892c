import {
  centsToFeeText,
  emptyProfile,
  isHttpsUrl,
  PROFILE_MESSAGES,
  profileFormSchema,
  toProfileForm,
  toPublicProfile,
} from './profileForm.ts';

const schema = profileFormSchema(2026);
const base = emptyProfile({ fullName: 'Claire Durand', phone: '04 78 12 34 56' });

describe('profile form', () => {
  it('limits the dominant practice areas to three and checks the phone', () => {
    const bad = schema.safeParse({
      ...base,
      phone: '12',
      practiceAreas: ['Droit pénal', 'Droit fiscal', 'Droit public', 'Droit rural'],
    });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([PROFILE_MESSAGES.phone, PROFILE_MESSAGES.areasMax]);
  });

  it('accepts only CNB specialisations with a plausible year, once each', () => {
    const bad = schema.safeParse({
      ...base,
      specialties: [
        { name: 'Droit pénal', year: '2030' },
        { name: 'Droit pénal', year: '2010' },
        { name: 'Spécialiste de tout', year: '2010' },
      ],
    });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      PROFILE_MESSAGES.year(2026),
      PROFILE_MESSAGES.specialty,
      PROFILE_MESSAGES.duplicate,
    ]);
  });

  it('needs a city to publish, and publishes fees in cents', () => {
    expect(schema.safeParse({ ...base, published: true }).error?.issues[0]?.message).toBe(
      PROFILE_MESSAGES.cityRequired,
    );
    const values = schema.parse({
      ...base,
      published: true,
      city: 'Lyon',
      consultationTypes: ['cabinet', 'visio'],
      fees: { cabinet: '80', visio: '79,5', téléphone: '30' },
      specialties: [{ name: 'Droit pénal', year: '2015' }],
    });
    const profile = toPublicProfile({
      values,
      uid: 'u',
      firmId: 'f',
      firmName: 'Cabinet',
      email: 'a@b.fr',
      now: '2026-11-02T00:00:00.000Z',
    });
    expect(profile.consultationFees).toEqual([
      { type: 'cabinet', amountCents: 8000 },
      { type: 'visio', amountCents: 7950 },
    ]);
    expect(profile.certifiedSpecialties).toEqual(['Droit pénal']);
    expect(profile.published).toBe(true);
  });

  it('reads a fee as every amount field does, and shows a published one back the same way', () => {
    const fee = (cabinet: string) => schema.safeParse({ ...base, fees: { ...base.fees, cabinet } });
    for (const typed of ['80', '79,5', '79.50', '1 250,50', '80 €', '99 999,99', ''])
      expect(fee(typed).success).toBe(true);
    for (const typed of ['abc', '-80', '80,505', '100 000', '1.234,56'])
      expect(fee(typed).error?.issues[0]?.message).toBe(PROFILE_MESSAGES.fee);
    const values = schema.parse({
      ...base,
      consultationTypes: ['cabinet'],
      fees: { ...base.fees, cabinet: '1 250,50' },
    });
    const profile = toPublicProfile({ values, uid: 'u', firmId: 'f', firmName: 'C', email: 'a@b.fr', now: '' });
    expect(profile.consultationFees).toEqual([{ type: 'cabinet', amountCents: 125_050 }]);
    expect([8000, 7950, 125_050, undefined].map(centsToFeeText)).toEqual(['80', '79,50', '1250,50', '']);
  });

  it('takes a visio link only as an https address, and publishes it with the chosen address', () => {
    for (const bad of ['http://visio.example.fr/salle', 'javascript:alert(1)', 'visio.example.fr/salle', 'https://x'])
      expect(schema.safeParse({ ...base, visioUrl: bad }).error?.issues[0]?.message).toBe(PROFILE_MESSAGES.visioUrl);
    expect(isHttpsUrl(' https://visio.example.fr/maitre-durand ')).toBe(true);
    const values = schema.parse({
      ...base,
      city: 'Lyon',
      addressRef: 'siege',
      address: '12 rue de la République, 69002 Lyon',
      visioUrl: 'https://visio.example.fr/maitre-durand',
    });
    const profile = toPublicProfile({
      values,
      uid: 'u',
      firmId: 'f',
      firmName: 'C',
      email: 'a@b.fr',
      now: '2026-11-02T00:00:00.000Z',
    });
    expect(profile).toMatchObject({
      address: '12 rue de la République, 69002 Lyon',
      addressRef: 'siege',
      visioUrl: 'https://visio.example.fr/maitre-durand',
    });
    // A typed address kept as it was names no cabinet address.
    const typed = toPublicProfile({
      values: { ...values, addressRef: 'saisie', address: '67 rue Paul Bert', visioUrl: '' },
      uid: 'u',
      firmId: 'f',
      firmName: 'C',
      email: 'a@b.fr',
      now: '2026-11-02T00:00:00.000Z',
    });
    expect(typed.addressRef).toBeUndefined();
    expect(typed.visioUrl).toBeUndefined();
  });
});

describe('the values the profile form opens with', () => {
  const pro = {
    profile: { fullName: 'Claire Durand', phone: '04 78 12 34 56' },
    preferences: {
      specialties: ['Droit pénal', 'Droit fiscal', 'Droit public', 'Droit rural'],
      languages: ['Anglais'],
    },
  };
  const published = toPublicProfile({
    values: {
      ...base,
      fullName: 'Me Claire Durand',
      phone: '',
      specialties: [
        { name: 'Droit pénal', year: '2010' },
        { name: 'Spécialiste de tout', year: '2010' },
      ],
      consultationTypes: ['cabinet', 'visio'],
      visioUrl: 'https://visio.example.fr/durand',
      fees: { cabinet: '80', visio: '79,50', téléphone: '' },
    },
    uid: 'u',
    firmId: 'f',
    firmName: 'Cabinet',
    email: 'a@b.fr',
    now: '2026-11-02T00:00:00.000Z',
  });

  it('a new account starts from its sign-up answers (three domaines at most) and the session’s name', () => {
    const values = toProfileForm({ stored: null, published: null, pro, sessionName: 'C. D.', addressRef: 'siege' });
    expect(values).toMatchObject({
      fullName: 'Claire Durand',
      phone: '04 78 12 34 56',
      practiceAreas: ['Droit pénal', 'Droit fiscal', 'Droit public'],
      languages: ['Anglais'],
      addressRef: 'siege',
      published: false,
    });
    expect(
      toProfileForm({ stored: null, published: null, pro: null, sessionName: 'C. D.', addressRef: '' }),
    ).toMatchObject({ fullName: 'C. D.', languages: ['Français'] });
  });

  it('a profile published before any save: CNB mentions kept with their year to give, fees as typed', () => {
    const values = toProfileForm({ stored: null, published, pro, sessionName: '', addressRef: 'saisie' });
    expect(values).toMatchObject({
      fullName: 'Me Claire Durand',
      // No phone published: the account's.
      phone: '04 78 12 34 56',
      specialties: [{ name: 'Droit pénal', year: '' }],
      fees: { cabinet: '80', visio: '79,50', téléphone: '' },
      visioUrl: 'https://visio.example.fr/durand',
      addressRef: 'saisie',
      published: true,
    });
  });

  it('the saved form wins; « Profil public » is what the directory has, a link only published is kept', () => {
    const stored = { ...base, bio: 'Enregistrée', published: true };
    const withdrawn = { ...published, published: false };
    expect(toProfileForm({ stored, published: withdrawn, pro, sessionName: '', addressRef: 'siege' })).toMatchObject({
      bio: 'Enregistrée',
      fullName: 'Claire Durand',
      published: false,
      visioUrl: 'https://visio.example.fr/durand',
    });
    expect(toProfileForm({ stored, published: null, pro, sessionName: '', addressRef: 'siege' }).published).toBe(false);
  });
});
