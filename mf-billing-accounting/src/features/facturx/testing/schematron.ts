/**
 * Test-only: runs the two official schematrons a plateforme agréée applies to a Factur-X invoice —
 * the Factur-X EN 16931 profile's and the French CTC rules (BR-FR, flux 2), ../reference/france-rfe —
 * on a CII XML, in-process, with SaxonJS (npm xslt3), for jest tests and Playwright journeys alike.
 *
 * SaxonJS runs a stylesheet compiled to SEF (`xslt3 -export`), and compiling one of these takes
 * 15–25 s of CPU. As SaxonJS intends, the SEFs are compiled ahead and committed
 * (../reference/france-rfe/compiled/, gzipped, `npm run rfe:compile -w mf-billing-accounting`),
 * named by the hash of their XSLT and of the SaxonJS version: a test fails when they no longer match
 * (rfeSchematron.test.ts). Until they are written again, each is compiled here into
 * node_modules/.cache/pretoire-rfe/ (two processes that need it at once compile it once: a lock
 * directory, the other waits).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import SaxonJS from 'saxon-js';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
export const RFE_DIR = path.resolve(import.meta.dirname, '../../../../reference/france-rfe');
export const SCHEMATRONS = {
  /** Factur-X 1.09, EN 16931 profile: every failed assert or report not flagged `warning` is an error. */
  en16931: path.join(RFE_DIR, 'FACTUR-X_EN16931.xslt'),
  /** French CTC rules (BR-FR, flux 2), standard version: its rules are flagged `fatal`. */
  brfr: path.join(RFE_DIR, 'BR-FR-Flux2-Schematron-CII.xslt'),
} as const;
export type SchematronName = keyof typeof SCHEMATRONS;

const COMPILED_DIR = path.join(RFE_DIR, 'compiled');
const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/pretoire-rfe');
/** A SEF names its XSLT by absolute path (its `document()` calls resolve beside it): committed, this stands for it. */
const RFE_DIR_TOKEN = '@RFE_DIR@';
const XSLT3 = path.join(ROOT, 'node_modules/xslt3/xslt3.js');
const SAXON_VERSION = (
  JSON.parse(readFileSync(path.join(ROOT, 'node_modules/saxon-js/package.json'), 'utf8')) as {
    version: string;
  }
).version;
/** A lock older than this was left by a process that died while compiling. */
const STALE_LOCK_MS = 10 * 60_000;

export type SchematronIssue = {
  schematron: SchematronName;
  /** The rule's id (`BR-FR-08_BT-23`, `FX-SCH-A-000162`…). */
  id: string;
  flag: string | null;
  /** The XPath of the node it fired on. */
  location: string;
  /** The rule's message, whitespace collapsed. */
  text: string;
};
export type SchematronReport = { errors: SchematronIssue[]; warnings: SchematronIssue[] };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `FACTUR-X_EN16931-<hash>`: the hash of the XSLT and of the SaxonJS that compiles and runs it. */
function sefBaseName(xslt: string): string {
  const hash = createHash('sha256').update(readFileSync(xslt)).update(SAXON_VERSION).digest('hex');
  return `${path.basename(xslt, '.xslt')}-${hash.slice(0, 16)}`;
}

/** Where the committed SEF of `xslt` is, for this XSLT and this SaxonJS (it may not be there). */
export function committedSef(xslt: string): string {
  return path.join(COMPILED_DIR, `${sefBaseName(xslt)}.sef.json.gz`);
}

/** The SEF file of `xslt` in node_modules/.cache: compiled now if no process compiled it before. */
async function compiledStylesheet(xslt: string): Promise<string> {
  const sef = path.join(CACHE_DIR, `${sefBaseName(xslt)}.sef.json`);
  const lock = `${sef}.lock`;
  mkdirSync(CACHE_DIR, { recursive: true });
  for (;;) {
    if (existsSync(sef)) return sef;
    try {
      mkdirSync(lock);
    } catch {
      // Another process compiles it: wait for its SEF (or take over a lock it left behind).
      const age = (() => {
        try {
          return Date.now() - statSync(lock).mtimeMs;
        } catch {
          return 0;
        }
      })();
      if (age > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      await sleep(500);
      continue;
    }
    try {
      const partial = `${sef}.${process.pid}.partial`;
      await new Promise<void>((resolve, reject) => {
        execFile(
          process.execPath,
          [XSLT3, `-xsl:${xslt}`, `-export:${partial}`, '-nogo'],
          { maxBuffer: 16 * 1024 * 1024 },
          (error, _stdout, stderr) =>
            error ? reject(new Error(`xslt3 could not compile ${xslt}:\n${stderr || error.message}`)) : resolve(),
        );
      });
      renameSync(partial, sef);
      return sef;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** The committed SEF of `xslt` when it matches, else the one compiled here; as SaxonJS takes it. */
async function loadStylesheet(xslt: string): Promise<unknown> {
  const committed = committedSef(xslt);
  const text = existsSync(committed)
    ? gunzipSync(readFileSync(committed)).toString('utf8').replaceAll(RFE_DIR_TOKEN, RFE_DIR)
    : readFileSync(await compiledStylesheet(xslt), 'utf8');
  return JSON.parse(text);
}

/** `npm run rfe:compile`: compiles both schematrons and commits their SEFs in place of the old ones. */
export async function writeCommittedSefs(): Promise<string[]> {
  mkdirSync(COMPILED_DIR, { recursive: true });
  const written: string[] = [];
  for (const xslt of Object.values(SCHEMATRONS)) {
    const text = readFileSync(await compiledStylesheet(xslt), 'utf8').replaceAll(RFE_DIR, RFE_DIR_TOKEN);
    const prefix = `${path.basename(xslt, '.xslt')}-`;
    for (const old of readdirSync(COMPILED_DIR).filter((file) => file.startsWith(prefix))) {
      rmSync(path.join(COMPILED_DIR, old));
    }
    writeFileSync(committedSef(xslt), gzipSync(text, { level: 9 }));
    written.push(path.relative(ROOT, committedSef(xslt)));
  }
  return written;
}

const stylesheets = new Map<SchematronName, Promise<unknown>>();
function stylesheet(name: SchematronName): Promise<unknown> {
  let loaded = stylesheets.get(name);
  if (!loaded) {
    loaded = loadStylesheet(SCHEMATRONS[name]);
    stylesheets.set(name, loaded);
  }
  return loaded;
}

/** Compiles (or reads back) both SEFs, in parallel: what a test's `beforeAll` awaits. */
export async function prepareSchematrons(): Promise<void> {
  await Promise.all((Object.keys(SCHEMATRONS) as SchematronName[]).map(stylesheet));
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'", '&amp;': '&' };
const decode = (value: string) => value.replace(/&(lt|gt|quot|apos|amp);/g, (entity) => ENTITIES[entity]!);
const attribute = (attributes: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1] ?? null;

/** The failed asserts and the reports of an SVRL report (warnings apart: flag warning or information). */
export function parseSvrl(schematron: SchematronName, svrl: string): SchematronReport {
  const report: SchematronReport = { errors: [], warnings: [] };
  for (const [, , attributes, body] of svrl.matchAll(
    /<svrl:(failed-assert|successful-report)\b([^>]*)>([\s\S]*?)<\/svrl:\1>/g,
  )) {
    const flag = attribute(attributes!, 'flag');
    const issue: SchematronIssue = {
      schematron,
      id: attribute(attributes!, 'id') ?? '(sans identifiant)',
      flag,
      location: decode(attribute(attributes!, 'location') ?? ''),
      text: decode(body!.replace(/<[^>]+>/g, ' '))
        .replace(/\s+/g, ' ')
        .trim(),
    };
    (flag === 'warning' || flag === 'information' ? report.warnings : report.errors).push(issue);
  }
  return report;
}

/** Runs one schematron on `xml`. */
export async function runSchematron(name: SchematronName, xml: string): Promise<SchematronReport> {
  const result = await SaxonJS.transform(
    { stylesheetInternal: await stylesheet(name), sourceText: xml, destination: 'serialized' },
    'async',
  );
  return parseSvrl(name, result.principalResult);
}

/** Both schematrons' errors and warnings on `xml`. */
export async function checkAgainstSchematrons(xml: string): Promise<SchematronReport> {
  const reports = await Promise.all([runSchematron('en16931', xml), runSchematron('brfr', xml)]);
  return {
    errors: reports.flatMap((report) => report.errors),
    warnings: reports.flatMap((report) => report.warnings),
  };
}

/** "BR-FR-08_BT-23 (brfr): La valeur du mode de facturation…" — what a failing test prints. */
export function describeIssues(issues: readonly SchematronIssue[]): string[] {
  return issues.map((issue) => `${issue.id} (${issue.schematron}) ${issue.location}: ${issue.text}`);
}
