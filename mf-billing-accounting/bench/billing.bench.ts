/**
 * Bench of the invoicing half (run: `npm run bench:billing`). Prints:
 *  1. issue latency through the data port (IndexedDB adapter + policy, fake-indexeddb in Node), median of 50;
 *  2. PDF (Factur-X) generation time of a 30-line invoice, median of 5;
 *  3. the browser's part of a list search per keystroke: the backend finds the invoices by their most
 *     selective word, the page filters the rows it read by the others (`filterRows`) — four pages
 *     of 50 shown (goal ≤ 50 ms);
 *  4. the JS loaded by /app/billing before and after asking for a PDF (standalone page on :3004,
 *     needs `pretoire-serve` and the Auth emulator; skipped when they are not running).
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { DEMO_IDS } from '../../shared-data/src/demoIds.ts';
import { freshDemoData, signInAs } from '../../shared-data/src/testing/session.ts';
import { buildInvoicePdf } from '../src/features/facturx/model/invoicePdf.ts';
import { sampleInvoice } from '../src/features/facturx/model/sample.ts';
import { issueInvoice, saveDraft } from '../src/features/invoices/api/invoiceActions.ts';
import { searchQueryOf } from '../../shared-data/src/search.ts';
import { filterRows, toInvoiceRow } from '../src/features/invoices/model/invoiceList.ts';

const GOAL_MS = 50;
const root = path.resolve(import.meta.dirname, '../..');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

// 1. Issue latency.
await freshDemoData();
signInAs(DEMO_IDS.ownerUid);
const firmId = DEMO_IDS.firmId;
const uid = DEMO_IDS.ownerUid;
const issueTimes: number[] = [];
for (let i = 0; i < 50; i += 1) {
  const id = await saveDraft({
    firmId,
    uid,
    values: {
      clientId: 'client-001',
      caseId: '',
      lines: [
        {
          kind: 'honoraires',
          designation: 'Conseil',
          quantity: '1',
          unitPrice: '100',
          vatRate: '20',
          timeEntryIds: [],
        },
      ],
      provision: '',
      dueDate: '2031-02-15',
      paymentTerms: 'Paiement à 30 jours.',
      periodStart: '',
      periodEnd: '',
      vatExemptMention: '',
    },
  });
  const start = performance.now();
  await issueInvoice({ firmId, uid, id, issueDate: '2031-01-15' });
  issueTimes.push(performance.now() - start);
}
console.log(
  `Émission d’une facture (transaction numéro + scellement + audit) : médiane ${ms(median(issueTimes))} sur 50`,
);

// 2. PDF of a 30-line invoice.
const assets = {
  regular: readFileSync(path.join(root, 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(path.join(root, 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  iccProfile: readFileSync(path.join(root, 'mf-billing-accounting/assets/icc/sRGB.icc')),
};
const pdfTimes: number[] = [];
let pdfSize = 0;
for (let i = 0; i < 5; i += 1) {
  const start = performance.now();
  pdfSize = (await buildInvoicePdf({ invoice: sampleInvoice(30), assets })).length;
  pdfTimes.push(performance.now() - start);
}
console.log(`PDF Factur-X de 30 lignes : médiane ${ms(median(pdfTimes))} sur 5 (${(pdfSize / 1024).toFixed(0)} Ko)`);

// 3. The browser's filter per keystroke over the rows of four pages.
const base = sampleInvoice(3);
const clients = new Map<string, string>();
const cases = new Map<string, string>();
const SHOWN = 200;
const rows = Array.from({ length: SHOWN }, (_, i) => {
  const clientId = `c${i % 900}`;
  clients.set(clientId, `Client ${['Dupont', 'Martin', 'Bernard', 'Petit', 'Durand'][i % 5]} ${i % 900}`);
  cases.set(`k${i % 1500}`, `2026-${String(i % 1500).padStart(4, '0')}`);
  return toInvoiceRow(
    `i${i}`,
    {
      ...base,
      clientId,
      caseId: `k${i % 1500}`,
      clientSnapshot: null,
      number: `FA-2026-${String(i + 1).padStart(5, '0')}`,
      issueDate: `2026-${String(1 + (i % 12)).padStart(2, '0')}-15`,
    },
    { clients, cases },
    '2026-11-23',
  );
});
const query = 'martin 2026-01';
const perKey: number[] = [];
// One warm-up pass (JIT), as a user's first keystroke follows the list's first render.
for (let k = 1; k <= query.length; k += 1) filterRows(rows, searchQueryOf(query.slice(0, k)).words);
for (let k = 1; k <= query.length; k += 1) {
  const start = performance.now();
  const shown = filterRows(rows, searchQueryOf(query.slice(0, k)).words);
  perKey.push(performance.now() - start);
  if (k === query.length) console.log(`  « ${query} » → ${shown.length} factures sur ${SHOWN} lues`);
}
console.log(
  `Filtre du navigateur (${SHOWN} factures lues), par frappe : médiane ${ms(median(perKey))}, max ${ms(Math.max(...perKey))} (objectif ≤ ${GOAL_MS} ms) ${Math.max(...perKey) <= GOAL_MS ? 'OK' : 'AU-DESSUS'}`,
);

// 4. JS loaded by /app/billing before and after a PDF.
const URL_BASE = process.env.BENCH_URL ?? 'http://localhost:3004';
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage({ acceptDownloads: true });
    let bytes = 0;
    const scripts = new Set<string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.add(response.url());
      bytes += (await response.body().catch(() => Buffer.alloc(0))).length;
    });
    await page.goto(`${URL_BASE}/app/billing?facture=invoice-003`);
    await page.getByRole('button', { name: 'Télécharger le PDF' }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const before = bytes;
    const beforeCount = scripts.size;
    await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger le PDF' }).click(),
    ]);
    await page.waitForLoadState('networkidle');
    console.log(
      `JS chargé par /app/billing (page autonome, tout compris) : ${(before / 1024).toFixed(0)} Ko en ${beforeCount} fichiers ; ` +
        `après un PDF : ${(bytes / 1024).toFixed(0)} Ko en ${scripts.size} fichiers (+${((bytes - before) / 1024).toFixed(0)} Ko, polices à part)`,
    );
  } finally {
    await browser.close();
  }
} catch (error) {
  console.log(`JS chargé par /app/billing : non mesuré (${(error as Error).message.split('\n')[0]})`);
}
