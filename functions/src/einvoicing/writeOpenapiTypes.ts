/** `npm run einvoicing:types -w functions`: the platform API's TypeScript, generated again (openapiTypes.ts). */
import { writeTypes } from './openapiTypes.ts';

for (const file of writeTypes()) console.log(`Écrit : ${file}`);
