/**
 * The plateforme agréée's settings through the data port (real IndexedDB adapter and access policy):
 * the client secret is written with the settings, never read back, and only by the owner.
 */
import {
  type AuditEntry,
  DATA_MESSAGES,
  type EinvoicingSettings,
  getDataStore,
  type PlatformCredentials,
  paths,
} from 'shared-data';
import { ready } from 'shared-data/store';
import { freshDemoData, signInAs } from '../../../test/renderWithData.tsx';
import { removeEinvoicing, SETTINGS_MESSAGES, saveEinvoicing } from './settingsActions.ts';

jest.setTimeout(20_000);
const F = 'demo-owner';
const settingsPath = paths.settings(F, 'einvoicing');
const credentialsPath = paths.platformCredentials(F);
const NEW_SETTINGS = {
  platformUrl: 'https://pa.example.fr',
  tokenUrl: 'https://pa.example.fr/oauth/token',
  clientId: 'cabinet-durand-prod',
};

/** What only the server side can read (a browser's reads of the secret are refused). */
const system = async () => (await ready()).local!.system;

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

describe('saveEinvoicing / removeEinvoicing', () => {
  it('writes the settings and the secret in one transaction, journals the change without the secret', async () => {
    const before = (await getDataStore().get<EinvoicingSettings>(settingsPath)).data!;
    const updatedAt = await saveEinvoicing({
      firmId: F,
      uid: F,
      settings: NEW_SETTINGS,
      clientSecret: 'nouveau-secret',
      seenUpdatedAt: before.updatedAt,
    });
    expect((await getDataStore().get<EinvoicingSettings>(settingsPath)).data).toEqual({
      ...NEW_SETTINGS,
      secretSetAt: updatedAt,
      updatedAt,
    });
    expect((await (await system()).get<PlatformCredentials>(credentialsPath)).data).toEqual({
      clientSecret: 'nouveau-secret',
      setBy: F,
      setAt: updatedAt,
    });
    const log = await getDataStore().query<AuditEntry>({ collection: paths.auditLog(F) });
    const entry = log.docs.map((d) => d.data).find((e) => e.action === 'settings.einvoicing')!;
    expect(entry.after).toMatchObject({ clientId: 'cabinet-durand-prod', secretSetAt: updatedAt });
    expect(JSON.stringify(entry)).not.toContain('nouveau-secret');
  });

  it('keeps the saved secret (and its date) when none is typed', async () => {
    const before = (await getDataStore().get<EinvoicingSettings>(settingsPath)).data!;
    const secret = (await (await system()).get<PlatformCredentials>(credentialsPath)).data;
    await saveEinvoicing({ firmId: F, uid: F, settings: NEW_SETTINGS, clientSecret: null });
    expect((await getDataStore().get<EinvoicingSettings>(settingsPath)).data?.secretSetAt).toBe(before.secretSetAt);
    expect((await (await system()).get<PlatformCredentials>(credentialsPath)).data).toEqual(secret);
  });

  it('refuses a first configuration without a secret', async () => {
    await removeEinvoicing({ firmId: F, uid: F });
    await expect(
      saveEinvoicing({ firmId: F, uid: F, settings: NEW_SETTINGS, clientSecret: null, seenUpdatedAt: undefined }),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: SETTINGS_MESSAGES.einvoicingSecretMissing });
    expect((await getDataStore().get(settingsPath)).exists).toBe(false);
  });

  it('removes the settings and the secret together', async () => {
    await removeEinvoicing({ firmId: F, uid: F });
    expect((await getDataStore().get(settingsPath)).exists).toBe(false);
    expect((await (await system()).get(credentialsPath)).exists).toBe(false);
  });

  it('lets nobody read the secret back, and only the owner write it', async () => {
    await expect(getDataStore().get(credentialsPath)).rejects.toMatchObject({ code: 'permission-denied' });
    signInAs('demo-member-1');
    await expect(
      saveEinvoicing({ firmId: F, uid: 'demo-member-1', settings: NEW_SETTINGS, clientSecret: 'volé' }),
    ).rejects.toMatchObject({ code: 'permission-denied', message: DATA_MESSAGES.ownerOnly });
    await expect(removeEinvoicing({ firmId: F, uid: 'demo-member-1' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect((await (await system()).get<PlatformCredentials>(credentialsPath)).data?.clientSecret).not.toBe('volé');
    expect((await (await system()).get(settingsPath)).exists).toBe(true);
  });
});
