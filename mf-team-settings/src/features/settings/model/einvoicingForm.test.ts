import {
  CLIENT_SECRET_MAX,
  EINVOICING_MESSAGES,
  einvoicingFormSchema,
  type EinvoicingFormValues,
  platformUrlProblem,
  toEinvoicingForm,
  toEinvoicingSave,
} from './einvoicingForm.ts';

const VALID: EinvoicingFormValues = {
  platformUrl: 'https://pa.example.fr',
  tokenUrl: 'https://pa.example.fr/oauth/token',
  clientId: 'cabinet-test',
  clientSecret: 's3cret',
  enterSecret: true,
};

const messagesFor = (values: Partial<EinvoicingFormValues>) => {
  const result = einvoicingFormSchema.safeParse({ ...VALID, ...values });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the plateforme agréée’s addresses', () => {
  it('accepts https, and http only for a platform on this machine', () => {
    expect(platformUrlProblem('https://pa.example.fr')).toBeNull();
    expect(platformUrlProblem('https://pa.example.fr/api/')).toBeNull();
    expect(platformUrlProblem('http://127.0.0.1:8090')).toBeNull();
    expect(platformUrlProblem('http://localhost:8090/auth-service/token')).toBeNull();
    expect(platformUrlProblem('http://pa.example.fr')).toBe(EINVOICING_MESSAGES.https);
    expect(platformUrlProblem('http://192.168.1.10:8090')).toBe(EINVOICING_MESSAGES.https);
  });

  it('refuses what is not a web address, and credentials written into it', () => {
    expect(platformUrlProblem('pa.example.fr')).toBe(EINVOICING_MESSAGES.url);
    expect(platformUrlProblem('ftp://pa.example.fr')).toBe(EINVOICING_MESSAGES.url);
    expect(platformUrlProblem('javascript:alert(1)')).toBe(EINVOICING_MESSAGES.url);
    expect(platformUrlProblem('https://intranet')).toBe(EINVOICING_MESSAGES.url);
    expect(platformUrlProblem('https://id:secret@pa.example.fr')).toBe(EINVOICING_MESSAGES.credentialsInUrl);
  });

  it('says which field is missing or wrong', () => {
    expect(messagesFor({})).toEqual([]);
    expect(messagesFor({ platformUrl: ' ' })).toEqual([`platformUrl: ${EINVOICING_MESSAGES.platformUrl}`]);
    expect(messagesFor({ tokenUrl: '' })).toEqual([`tokenUrl: ${EINVOICING_MESSAGES.tokenUrl}`]);
    expect(messagesFor({ tokenUrl: 'http://pa.example.fr/token' })).toEqual([`tokenUrl: ${EINVOICING_MESSAGES.https}`]);
    expect(messagesFor({ clientId: '' })).toEqual([`clientId: ${EINVOICING_MESSAGES.clientId}`]);
  });
});

describe('the write-only client secret', () => {
  it('is required while its field is shown (first configuration or replacement), not otherwise', () => {
    expect(messagesFor({ clientSecret: '  ' })).toEqual([`clientSecret: ${EINVOICING_MESSAGES.secretRequired}`]);
    expect(messagesFor({ clientSecret: '', enterSecret: false })).toEqual([]);
    expect(messagesFor({ clientSecret: 'x'.repeat(CLIENT_SECRET_MAX + 1) })).toEqual([
      `clientSecret: ${EINVOICING_MESSAGES.secretTooLong}`,
    ]);
  });

  it('starts empty: asked for when none is saved, hidden behind « Remplacer » once saved', () => {
    expect(toEinvoicingForm(null)).toEqual({
      platformUrl: '',
      tokenUrl: '',
      clientId: '',
      clientSecret: '',
      enterSecret: true,
    });
    const stored = {
      platformUrl: 'https://pa.example.fr',
      tokenUrl: 'https://pa.example.fr/token',
      clientId: 'cabinet',
      secretSetAt: '2026-09-01T08:00:00.000Z',
      updatedAt: '2026-09-01T08:00:00.000Z',
    };
    expect(toEinvoicingForm(stored)).toMatchObject({ clientSecret: '', enterSecret: false, clientId: 'cabinet' });
  });

  it('is written only when typed; the base address loses its trailing slash', () => {
    const typed = einvoicingFormSchema.parse({
      ...VALID,
      platformUrl: ' https://pa.example.fr/ ',
      clientSecret: ' s ',
    });
    expect(toEinvoicingSave(typed)).toEqual({
      settings: { platformUrl: 'https://pa.example.fr', tokenUrl: VALID.tokenUrl, clientId: 'cabinet-test' },
      clientSecret: 's',
    });
    expect(toEinvoicingSave({ ...VALID, enterSecret: false }).clientSecret).toBeNull();
  });
});
