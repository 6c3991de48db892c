/**
 * `npm run rfe:compile -w mf-billing-accounting`: compiles the two official schematrons to SEF and
 * writes them, gzipped, into ../reference/france-rfe/compiled/ to be committed — after a new XSLT
 * of the reform or a new SaxonJS (rfeSchematron.test.ts fails until then).
 */
import { writeCommittedSefs } from './schematron.ts';

for (const file of await writeCommittedSefs()) console.log(`SEF écrit : ${file}`);
