// npm run gen:types -w api: OpenAPI components → api/test/generated/openapi-types.ts
import fs from 'node:fs';
import { componentsToTypeScript } from './openapi-to-ts';
import { GENERATED_TYPES_FILE, openApiDocument } from './openapi-document';

async function main() {
  const document = await openApiDocument();
  fs.writeFileSync(GENERATED_TYPES_FILE, componentsToTypeScript((document.components?.schemas ?? {}) as never));
  console.log(`Wrote ${GENERATED_TYPES_FILE}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
