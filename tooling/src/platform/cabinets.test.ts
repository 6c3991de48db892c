/** @jest-environment node */
import { buildDemoData } from '../../../shared-data/src/demo.ts';
import {
  cabinetsFromEnvironment,
  DEMO_PLATFORM_CREDENTIALS,
  demoDirectoryEntries,
  demoPlatformCabinets,
} from './cabinets.ts';
import { PLATFORM_PORT } from './local.ts';
import { AUTH_EMULATOR_PORT, FIRESTORE_EMULATOR_PORT } from '../env.ts';
import { BACKEND_READY_PORT } from '../localBackend.ts';

describe('the cabinets of the local platform', () => {
  it('are the demo’s two cabinets, at the SIREN of their SIRET, with the stand-in’s credentials', () => {
    const firms = buildDemoData()
      .filter(([path]) => /^firms\/[^/]+$/.test(path))
      .map(([, data]) => data as { name: string; siret: string });
    const cabinets = demoPlatformCabinets();
    expect(cabinets.map((cabinet) => cabinet.name)).toEqual(['Cabinet Durand & Associés', 'Cabinet Leroy']);
    expect(cabinets.map((cabinet) => cabinet.siren)).toEqual(firms.map((firm) => firm.siret.slice(0, 9)));
    expect(cabinets.map((cabinet) => cabinet.clientId)).toEqual(
      Object.values(DEMO_PLATFORM_CREDENTIALS).map((credentials) => credentials.clientId),
    );
    for (const cabinet of cabinets) expect(cabinet.siren).toMatch(/^\d{9}$/);
  });

  it('know the demo’s business clients in the directory, without a receiving line', () => {
    const cabinets = demoPlatformCabinets();
    const entries = demoDirectoryEntries(cabinets);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.siren).toMatch(/^\d{9}$/);
      expect(cabinets.some((cabinet) => cabinet.siren === entry.siren)).toBe(false);
    }
  });

  it('may be replaced by PRETOIRE_PA_CABINETS, checked', () => {
    expect(cabinetsFromEnvironment({})).toBeNull();
    const cabinet = { name: 'Cabinet Test', siren: '123456782', clientId: 'test', clientSecret: 'local' };
    expect(cabinetsFromEnvironment({ PRETOIRE_PA_CABINETS: JSON.stringify([cabinet]) })).toEqual([cabinet]);
    expect(() => cabinetsFromEnvironment({ PRETOIRE_PA_CABINETS: '[{"name":"X","siren":"12"}]' })).toThrow(
      /PRETOIRE_PA_CABINETS\[0\]/,
    );
    expect(() => cabinetsFromEnvironment({ PRETOIRE_PA_CABINETS: 'oui' })).toThrow(/pas du JSON/);
  });

  it('listen on a port no other local service uses', () => {
    const others = [FIRESTORE_EMULATOR_PORT, AUTH_EMULATOR_PORT, BACKEND_READY_PORT, 1025, 1080];
    for (let port = 3000; port <= 3007; port++) others.push(port, port + 1000);
    expect(others).not.toContain(PLATFORM_PORT);
  });
});
