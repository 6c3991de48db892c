/**
 * The modules a source file loads at once: its static imports and re-exports, followed through
 * relative paths (a dynamic `import()` is not followed: that code comes later). Used by tests that
 * keep a light entry light: shared-data/store, the dashboard's widgets, the auth pages.
 */
import fs from 'node:fs';
import path from 'node:path';

// `import x from 'm'`, `export … from 'm'` and the side-effect form `import 'm'`; not `import type`.
const STATIC_IMPORT = /^(?:(?:import|export)\s+(?!type\b)[^'"]*?from\s+|import\s+)'([^']+)'/gm;

/** Absolute paths of the local files, and the bare package requests ('zod', 'shared-data/store'). */
export function staticImportGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier!.startsWith('.')) visit(path.resolve(path.dirname(file), specifier!));
      else packages.add(specifier!);
    }
  };
  visit(path.resolve(entry));
  return { files, packages };
}
