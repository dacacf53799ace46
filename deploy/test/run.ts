// Runs deploy's unit tests (test/*.test.ts) with Node's test runner under tsx and prints
// 'N passed, N failed' (the line .ci/run adds up); exits 1 on any failure.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { run } from 'node:test';
import { spec as SpecReporter } from 'node:test/reporters';

const files = readdirSync(__dirname)
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => path.join(__dirname, name));

let passed = 0;
let failed = 0;
const stream = run({ files, concurrency: false, timeout: 5 * 60_000 });
stream.on('test:pass', (event) => {
  if (event.details?.type !== 'suite') passed += 1;
});
stream.on('test:fail', (event) => {
  if (event.details?.type !== 'suite') failed += 1;
});
stream
  .compose(new SpecReporter())
  .on('end', () => {
    console.log(`${passed} passed, ${failed} failed`);
    process.exitCode = failed === 0 && passed > 0 ? 0 : 1;
  })
  .pipe(process.stdout);
