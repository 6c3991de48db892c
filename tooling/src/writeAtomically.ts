import fs from 'node:fs';
import path from 'node:path';

/** Writes through a temporary file and a rename: a reader (a server, a browser) never sees half a file. */
export function writeAtomically(file: string, content: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}
