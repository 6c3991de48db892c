import { webcrypto } from 'node:crypto';
import { freshDemoData } from 'shared-data/testing';
import { EMPTY_PILOT_FORM } from '../model/pilotForm.ts';
import { emailKey, sendPilotApplication } from './pilotActions.ts';

const values = {
  ...EMPTY_PILOT_FORM,
  name: 'Hélène Garnier',
  email: 'Helene.Garnier@cabinet-garnier.fr',
  firmName: 'Cabinet Garnier',
  barreau: 'Barreau de Lille',
  size: '2-5',
  specialties: ['Droit du travail'],
  consent: true,
};

// jsdom has no SubtleCrypto; browsers (secure contexts, localhost included) do.
beforeAll(() => {
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});
beforeEach(() => freshDemoData());

describe('pilot application', () => {
  it('is received once; the same email within 30 days is "already received"', async () => {
    expect(await sendPilotApplication({ values })).toBe('received');
    expect(await sendPilotApplication({ values: { ...values, email: ' helene.garnier@CABINET-garnier.fr ' } })).toBe(
      'already-received',
    );
    expect(await sendPilotApplication({ values: { ...values, email: 'autre@cabinet.fr' } })).toBe('received');
  });

  it('keys applications by a hash of the normalised email (no address in the id)', async () => {
    const key = await emailKey('A@B.fr ');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).toBe(await emailKey('a@b.fr'));
  });
});
