/**
 * `pretoire-api-report [--update]`: the public API of each shared package (shared-ui, shared-auth,
 * shared-data) as a generated, committed report (`<package>/api-report.api.md`). These packages
 * are a runtime contract between separately built apps: any change to what they export shows in
 * review. Without --update (as in `npm test`) it fails when a report is out of date.
 *
 * TypeScript 7 has no compiler API, so its `tsc` emits the declarations and api-extractor (which
 * bundles a TypeScript of its own) reads them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';
import { repoRoot } from '../apps.ts';

export const SHARED_PACKAGES = ['shared-ui', 'shared-auth', 'shared-data'] as const;

const update = process.argv.includes('--update');
// Not under node_modules: api-extractor takes whatever lives there for an external package.
const work = path.join(repoRoot, '.cache', 'pretoire-api');
const declarations = path.join(work, 'dts');

function emitDeclarations(): void {
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  const tsconfig = path.join(work, 'tsconfig.json');
  fs.writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: path.join(repoRoot, 'tsconfig.base.json'),
      compilerOptions: {
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        outDir: declarations,
        rootDir: repoRoot,
        types: ['node'],
      },
      files: [
        ...SHARED_PACKAGES.map((name) => path.join(repoRoot, name, 'src', 'index.ts')),
        path.join(repoRoot, 'types', 'css-modules.d.ts'),
      ],
    }),
  );
  // Type errors are `tsc -b`'s business (it runs first in npm test): here only the emitted files matter.
  try {
    execFileSync(path.join(repoRoot, 'node_modules', '.bin', 'tsc'), ['-p', tsconfig], { stdio: 'pipe' });
  } catch {
    for (const name of SHARED_PACKAGES) {
      if (!fs.existsSync(path.join(declarations, name, 'src', 'index.d.ts')))
        throw new Error(`Les déclarations de ${name} n’ont pas pu être produites : lancez npx tsc -b.`);
    }
  }
  // Declarations keep our `.ts` specifiers; the extractor's TypeScript resolves `.js` to `.d.ts`.
  for (const file of fs.readdirSync(declarations, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.d.ts')) continue;
    const full = path.join(declarations, file);
    const text = fs.readFileSync(full, 'utf8');
    fs.writeFileSync(full, text.replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]+?)\.tsx?\2/g, '$1$2$3.js$2'));
  }
}

/**
 * A package's subpath entries (e.g. `shared-data/store`, which shared-data's index re-exports)
 * point at their emitted declarations: otherwise the extractor would read their TypeScript sources
 * through node_modules.
 */
function subpathDeclarations(): Record<string, string[]> {
  const paths: Record<string, string[]> = {};
  for (const name of SHARED_PACKAGES) {
    const { exports = {} } = JSON.parse(fs.readFileSync(path.join(repoRoot, name, 'package.json'), 'utf8')) as {
      exports?: Record<string, string>;
    };
    for (const [subpath, target] of Object.entries(exports))
      if (subpath !== '.')
        paths[`${name}/${subpath.replace(/^\.\//, '')}`] = [
          path.join(declarations, name, target.replace(/\.tsx?$/, '.d.ts')),
        ];
  }
  return paths;
}

function report(name: string): boolean {
  const config = ExtractorConfig.prepare({
    configObject: {
      projectFolder: path.join(repoRoot, name),
      mainEntryPointFilePath: path.join(declarations, name, 'src', 'index.d.ts'),
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            strict: true,
            skipLibCheck: true,
            jsx: 'react-jsx',
            moduleResolution: 'bundler',
            module: 'esnext',
            target: 'es2022',
            lib: ['es2023', 'dom'],
            types: [],
            paths: subpathDeclarations(),
          },
          files: [path.join(declarations, name, 'src', 'index.d.ts')],
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: 'api-report',
        reportFolder: path.join(repoRoot, name),
        reportTempFolder: path.join(work, 'reports'),
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        // Our packages document with plain comments, not TSDoc release tags.
        extractorMessageReporting: {
          default: { logLevel: ExtractorLogLevel.None },
          'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None },
          'ae-forgotten-export': { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
        },
        tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
        compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
      },
    },
    configObjectFullPath: path.join(repoRoot, name, 'api-extractor.json'),
    packageJsonFullPath: path.join(repoRoot, name, 'package.json'),
  });
  const result = Extractor.invoke(config, { localBuild: update, showVerboseMessages: false });
  if (result.apiReportChanged && !update) {
    console.error(
      `Le rapport d’API de ${name} n’est plus à jour : son contrat public a changé. ` +
        'Vérifiez le changement, lancez `npm run api:update` et committez api-report.api.md.',
    );
    return false;
  }
  return result.succeeded || update;
}

emitDeclarations();
const results = SHARED_PACKAGES.map((name) => report(name));
if (results.includes(false)) process.exit(1);
console.log(update ? 'Rapports d’API mis à jour.' : 'Rapports d’API à jour.');
