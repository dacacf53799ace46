// How long the server stops answering while it handles a hostile SVG upload (security review
// H1, H2): a GET /api/health/live probe on another thread (test/health-probe.ts) runs during
// each upload; the longest time a probe waited for its answer is the stall.
//   npx tsx bench/upload-stall.ts [--runs 3]
// The API runs in this process on an in-memory PGlite database with the test fixtures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { openPglite } from '../src/db/database';
import { loadSeedData } from '../src/seed/load';
import { TEST_CONFIG } from '../test/app';
import { grantMembership, saveEdit, signedIn } from '../test/contributions';
import { FIXTURE_NOW, fixtureData } from '../test/fixtures/seed';
import { startHealthProbe } from '../test/health-probe';

const PAYLOADS = {
  "'<!--a-->' × 28 + 'x' (225 B)": '<!--a-->'.repeat(28) + 'x',
  '<g> × 20,000 nested (60 KB)': '<svg xmlns="http://www.w3.org/2000/svg">' + '<g>'.repeat(20_000) + '</svg>',
};

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

async function main() {
  const runs = Number(argument('runs', '1'));
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-stall-'));
  const { database } = await openPglite({});
  await loadSeedData(database.db, fixtureData, FIXTURE_NOW);
  const app = await buildApp({ database, config: { ...TEST_CONFIG, uploadsDir, contributionRateLimits: false } });
  try {
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const owner = await signedIn(app, database.db);
    await grantMembership(database.db, 'organization', 'helion', owner.id);
    console.log(`load average ${os.loadavg()[0]!.toFixed(1)} (${os.cpus().length} cores)`);
    console.log('| upload | answer | upload took | longest probe wait |');
    console.log('|---|---|---|---|');
    for (const [name, svg] of Object.entries(PAYLOADS)) {
      for (let run = 0; run < runs; run += 1) {
        const view = JSON.parse((await owner.browser.call('GET', '/api/v1/organizations/helion/edit/')).body);
        const probe = await startHealthProbe(baseUrl);
        const started = performance.now();
        const response = await saveEdit(app, owner.browser, 'organization', { slug: 'helion', version: view.version }, [
          { name: 'logoData', filename: 'logo.svg', data: Buffer.from(svg), contentType: 'image/svg+xml' },
        ]);
        const took = performance.now() - started;
        const answers = await probe.stop();
        const longest = Math.max(...answers.map((answer) => answer.waitedMs));
        console.log(`| ${name} | ${response.statusCode} | ${Math.round(took)} ms | ${Math.round(longest)} ms (${answers.length} probes) |`);
      }
    }
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
