/**
 * @jest-environment node
 *
 * The deposit every flow the cabinet sends ends with, against the stand-in platform started here:
 * the flow recorded as soon as the platform took it, then its acknowledgement; an empty file
 * refused with its reason in French; a platform out of reach a failure with its French reason and
 * nothing recorded as deposited; pending flows deposited in turn until the first failure.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { RunningPlatform } from '../../../tooling/src/platform/server.ts';
import { type Platform, platformOf } from './context.ts';
import { type DepositRequest, depositFlow, depositInTurn } from './deposit.ts';
import { buildEreportXml } from './ereporting.ts';
import { addressWhereNothingAnswers, depsOf, ereportOf, LEROY, startTestPlatform } from './testFixtures.ts';

// With the platform given, the deposit reads nothing from Firestore: no emulator needed.
const app = initializeApp({ projectId: 'test-functions-deposit' }, 'functions-deposit-test');
const deps = depsOf(getFirestore(app), { now: new Date('2026-12-01T09:00:00.000Z') });
let running: RunningPlatform;
let platform: Platform;

const account = (platformUrl: string) => ({
  platformUrl,
  tokenUrl: `${platformUrl}/auth-service/pretoire/token`,
  clientId: LEROY.clientId,
  clientSecret: LEROY.clientSecret,
});

const ereportXml = buildEreportXml(
  ereportOf(),
  'paiements-2026-11',
  { siren: LEROY.siren, name: LEROY.name },
  new Date('2026-12-01T09:00:00Z'),
);

/** A deposit of `bytes` as an e-report, every step written down in `steps` (the acknowledgement read too). */
function ereportDeposit(target: Platform, bytes: Uint8Array, steps: string[]): DepositRequest {
  const metadata = target.flows.metadata;
  return {
    platform: {
      ...target,
      flows: {
        ...target.flows,
        metadata: (flowId) => {
          steps.push(`accusé lu ${flowId}`);
          return metadata(flowId);
        },
      },
    },
    file: () => ({
      bytes,
      contentType: 'application/xml',
      info: { name: 'e-reporting-paiements-2026-11.xml', flowSyntax: 'FRR', processingRule: 'B2C' },
    }),
    failed: async (reason) => {
      steps.push(`échec : ${reason}`);
    },
    deposited: async (flowId) => {
      steps.push(`déposé ${flowId}`);
    },
  };
}

beforeAll(async () => {
  running = await startTestPlatform();
  platform = platformOf(deps, account(running.url));
});

afterAll(async () => {
  await running.stop();
  await deleteApp(app);
});

it('records the flow as soon as the platform took it, then reads its acknowledgement', async () => {
  const steps: string[] = [];
  const result = await depositFlow(deps, LEROY.firmId, ereportDeposit(platform, Buffer.from(ereportXml), steps));
  expect(result).toEqual({ flowId: expect.any(String), refusal: null });
  const { flowId } = result as { flowId: string };
  expect(steps).toEqual([`déposé ${flowId}`, `accusé lu ${flowId}`]);
  expect((await platform.flows.metadata(flowId)).acknowledgement.status).toBe('Ok');
});

it('a file the platform refuses at its acknowledgement comes back with the reason in French', async () => {
  const steps: string[] = [];
  const result = await depositFlow(deps, LEROY.firmId, ereportDeposit(platform, new Uint8Array(), steps));
  expect(result).toEqual({
    flowId: expect.any(String),
    refusal: { code: 'EmptyFlow', text: 'Fichier vide : Le fichier du flux est vide.' },
  });
  const { flowId } = result as { flowId: string };
  expect(steps).toEqual([`déposé ${flowId}`, `accusé lu ${flowId}`]);
});

it('a platform out of reach is a failure with its French reason, nothing deposited', async () => {
  const nowhere = await addressWhereNothingAnswers();
  const steps: string[] = [];
  const result = await depositFlow(
    deps,
    LEROY.firmId,
    ereportDeposit(platformOf(deps, account(nowhere)), Buffer.from(ereportXml), steps),
  );
  expect(result).toBe('échec');
  expect(steps).toEqual([
    `échec : La plateforme agréée ne répond pas (${new URL(nowhere).host}) : nouvel essai automatique.`,
  ]);
});

it('deposits pending flows in turn and stops at the first failure: the others go at the next run', async () => {
  const tried: string[] = [];
  const outcomes = await depositInTurn(['a', 'b', 'c'], async (id) => {
    tried.push(id);
    return id === 'b' ? 'échec' : 'déposée';
  });
  expect(outcomes).toEqual({ a: 'déposée', b: 'échec' });
  expect(tried).toEqual(['a', 'b']);
});
