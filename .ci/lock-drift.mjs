// Did `npm install` move the lock file? Every package it pinned must keep its version, and no
// new package may enter the tree. One exception is tolerated and reported: optional packages for
// other platforms (e.g. @swc/core-darwin-arm64) that the registry mirror has started serving —
// npm records them when they become available, yet nothing installed here changes.
// Usage: node .ci/lock-drift.mjs <lock before> <lock after>; exit 1 on a real drift.
import fs from 'node:fs';

const [before, after] = process.argv.slice(2).map((file) => JSON.parse(fs.readFileSync(file, 'utf8')).packages);
const problems = [];
const tolerated = [];
for (const [name, entry] of Object.entries(before)) {
  if (!after[name]) problems.push(`retiré : ${name}`);
  else if (entry.version !== after[name].version)
    problems.push(`version changée : ${name} ${entry.version} → ${after[name].version}`);
}
for (const [name, entry] of Object.entries(after)) {
  if (before[name]) continue;
  if (entry.optional && (entry.os || entry.cpu || name.includes('/node_modules/'))) tolerated.push(name);
  else problems.push(`ajouté : ${name}`);
}
if (tolerated.length > 0) {
  console.log(
    `package-lock.json : ${tolerated.length} paquet(s) facultatif(s) d’autres plateformes ajouté(s) par le registre (sans effet ici) ; committez le fichier à l’occasion.`,
  );
}
if (problems.length > 0) {
  console.error('package-lock.json a changé pendant l’installation : lancez npm install et committez le fichier.');
  for (const line of problems.slice(0, 40)) console.error(`  ${line}`);
  process.exit(1);
}
