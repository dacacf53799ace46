// npm run gen:types -w api: the OpenAPI document → mf-shared/src/api-types/openapi.ts
//   --print   write the generated text to stdout instead (contract.test.ts compares it).
// A script, not imported by jest: openapi-typescript's dependencies are ES modules only.
import fs from 'node:fs';
import path from 'node:path';
import { GENERATED_TYPES_FILE, generatedTypes } from './openapi-types';

async function main() {
  const text = await generatedTypes();
  if (process.argv.includes('--print')) {
    process.stdout.write(text);
    return;
  }
  fs.mkdirSync(path.dirname(GENERATED_TYPES_FILE), { recursive: true });
  fs.writeFileSync(GENERATED_TYPES_FILE, text);
  console.log(`Wrote ${path.relative(process.cwd(), GENERATED_TYPES_FILE)}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
