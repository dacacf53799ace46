// npm run screenshots -w deploy [-- --url http://localhost:8080] [--out docs/screenshots] [--format jpeg|png]
//
// What a visitor sees first on the key pages (issue 25): the first screen of home, /organizations,
// an organization, /funding and /jobs at 1280 px (desktop) and 390 px (a phone), once the page has
// hydrated, in Debian's chromium. JPEG by default, so the files stay small enough to keep in docs/. Without
// --url it starts its own server with the demo data, like the browser tests.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../e2e/lib/browser';
import { startComposedServer, type ComposedServer } from '../e2e/lib/composedServer';
import { REPO_ROOT } from '../src/paths';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'organizations', path: '/organizations' },
  { name: 'organization', path: '/organizations/commonwealth-fusion-systems' },
  { name: 'funding', path: '/funding' },
  { name: 'jobs', path: '/jobs' },
];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

async function main() {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, out: { type: 'string', default: 'docs/screenshots' }, format: { type: 'string', default: 'jpeg' } },
  });
  const format = values.format === 'png' ? 'png' : 'jpeg';
  const outDir = path.resolve(REPO_ROOT, values.out!);
  await fs.mkdir(outDir, { recursive: true });
  let server: ComposedServer | null = null;
  const base = values.url ?? (server = await startComposedServer()).baseUrl;
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const { name, path: route } of PAGES) {
        await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
        // Hydrated, so the picture is of the page that runs, not of the server HTML alone.
        await page.waitForFunction(() => {
          const heading = document.querySelector('[data-area] h1');
          return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
        });
        const file = path.join(outDir, `${name}-${viewport.width}.${format === 'png' ? 'png' : 'jpg'}`);
        await page.screenshot({ path: file, type: format, ...(format === 'jpeg' ? { quality: 70 } : {}) });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        console.log(`${path.relative(REPO_ROOT, file)}  (page width ${width} px at ${viewport.width})`);
      }
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
