/**
 * `seedXxx(overrides)`: a test creates the record it checks, through the data port and its
 * access policy, instead of counting on what the demo cabinet happens to hold. Call after
 * `freshDemoData()` and `signInAs(...)`; each returns the new document's id and data.
 */
import { randomId } from '../docs.ts';
import { DEMO_IDS } from '../demoIds.ts';
import { getDataStore } from '../init.ts';
import { paths } from '../paths.ts';
import { type Case, type Client, clientDisplayName, type TimeEntry } from '../schemas.ts';

const NOW = '2026-11-02T09:00:00.000Z';

type Seeded<T> = { id: string; data: T };

type SeedOptions = { firmId?: string; id?: string };

export async function seedClient(overrides: Partial<Client> = {}, options: SeedOptions = {}): Promise<Seeded<Client>> {
  const base = {
    kind: 'physique',
    civilite: 'Mme',
    nom: 'Testeur',
    prenom: 'Alice',
    email: '',
    phone: '',
    address: '',
    notes: '',
    archived: false,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  } as Client;
  const data = { ...base, displayName: overrides.displayName ?? clientDisplayName(base) } as Client;
  const id = options.id ?? randomId();
  await getDataStore().set(paths.client(options.firmId ?? DEMO_IDS.firmId, id), data);
  return { id, data };
}

export async function seedCase(overrides: Partial<Case> = {}, options: SeedOptions = {}): Promise<Seeded<Case>> {
  const data: Case = {
    reference: '2026-9001',
    title: 'Dossier de test',
    clientIds: [],
    opposingParties: [],
    matter: 'Droit civil',
    jurisdiction: '',
    rgNumber: '',
    responsibleUid: DEMO_IDS.ownerUid,
    status: 'ouvert',
    fee: { kind: 'temps', hourlyRateCents: 20_000 },
    openedAt: '2026-01-15',
    closedAt: null,
    notes: '',
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
  const id = options.id ?? randomId();
  await getDataStore().set(paths.case(options.firmId ?? DEMO_IDS.firmId, id), data);
  return { id, data };
}

export async function seedTimeEntry(
  overrides: Partial<TimeEntry> & { caseId: string },
  options: SeedOptions = {},
): Promise<Seeded<TimeEntry>> {
  const data: TimeEntry = {
    uid: DEMO_IDS.ownerUid,
    date: '2026-11-02',
    minutes: 60,
    description: 'Temps de test',
    rateCents: 20_000,
    billed: false,
    invoiceId: null,
    createdAt: NOW,
    ...overrides,
  };
  const id = options.id ?? randomId();
  await getDataStore().set(paths.timeEntry(options.firmId ?? DEMO_IDS.firmId, id), data);
  return { id, data };
}
