// Bundle measurement: opens /organizations on a cold cache in chromium and reports every
// JavaScript download (transfer size, gzip, and decoded size) grouped by package and shared
// library, plus how many copies of react-dom were downloaded. A file belongs to the package
// whose release folder serves it (/releases/<package>/<version>/); that build's
// mf-manifest.json says which of its files are shared libraries.
//   npm run measure:bundles -w deploy                       (starts its own server on 8181+)
//   npm run measure:bundles -w deploy -- --url http://localhost:8080   (uses a running one)
//   options: --path /jobs (another page), --files (also list every file)
import { parseArgs } from 'node:util';
import type { Response } from 'playwright-core';
import { clearBrowserCache, launchBrowser } from '../e2e/lib/browser';
import { startComposedServer } from '../e2e/lib/composedServer';

const USAGE = 'Usage: npm run measure:bundles -w deploy [-- --url http://localhost:8080] [--path /organizations] [--files]';

const REACT_DOM_SIGNATURE = '__reactFiber$';
/** Shared modules reported under their package: react/jsx-runtime is react, and so on. */
const LIBRARY_OF: Record<string, string> = {
  'react/jsx-runtime': 'react',
  'react-dom/client': 'react-dom',
  'react-router-dom': 'react-router',
  '@tanstack/react-query': 'react-query',
};

/** The part of a build's mf-manifest.json read here. */
interface FederationManifest {
  shared?: { name: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

interface Download {
  url: string;
  pkg: string;
  group: string;
  transfer: number;
  gzip: boolean;
  decoded: number;
  reactDom: boolean;
}

interface Group {
  files: number;
  transfer: number;
  decoded: number;
  servedBy: Set<string>;
}

/** asset file name → shared library, from a build's mf-manifest.json. */
async function sharedAssetsOf(manifestUrl: string): Promise<Map<string, string>> {
  const response = await fetch(manifestUrl);
  if (!response.ok) return new Map();
  const manifest = (await response.json()) as FederationManifest;
  const assets = new Map<string, string>();
  for (const shared of manifest.shared ?? []) {
    const library = LIBRARY_OF[shared.name] ?? shared.name;
    for (const file of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) {
      if (!assets.has(file)) assets.set(file, library);
    }
  }
  return assets;
}

/**
 * The released build a URL belongs to: 'mf-directory' and '/releases/mf-directory/<version>/'
 * for /releases/mf-directory/<version>/…; anything else (the loader) comes from the server.
 */
function buildOfUrl(url: string): { pkg: string; base: string | null } {
  const match = /^(\/releases\/([^/]+)\/[^/]+\/)/.exec(new URL(url).pathname);
  return match ? { pkg: match[2]!, base: match[1]! } : { pkg: 'server', base: null };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);

async function measure(baseUrl: string, pagePath: string, listFiles: boolean): Promise<void> {
  /** release folder → its shared files (one manifest fetch per build). */
  const sharedAssets = new Map<string, Promise<Map<string, string>>>();
  const sharedAssetsIn = (base: string) => {
    if (!sharedAssets.has(base)) sharedAssets.set(base, sharedAssetsOf(`${baseUrl}${base}mf-manifest.json`));
    return sharedAssets.get(base)!;
  };

  const browser = await launchBrowser();
  const rows: Download[] = [];
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await clearBrowserCache(page);
    const pending: Promise<void>[] = [];
    const record = async (response: Response) => {
      const url = response.url();
      const body = await response.body();
      const sizes = await response.request().sizes();
      const { pkg, base } = buildOfUrl(url);
      const file = new URL(url).pathname.split('/').pop() ?? '';
      const library = base ? (await sharedAssetsIn(base)).get(file) : undefined;
      rows.push({
        url,
        pkg,
        group: library ?? `${pkg} (own code)`,
        transfer: sizes.responseBodySize,
        gzip: response.headers()['content-encoding'] === 'gzip',
        decoded: body.length,
        reactDom: body.includes(REACT_DOM_SIGNATURE),
      });
    };
    page.on('response', (response) => {
      if (/\.js(\?|$)/.test(response.url())) pending.push(record(response));
    });
    await page.goto(`${baseUrl}${pagePath}`);
    await page.locator('[data-area]').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    for (const result of await Promise.allSettled(pending)) {
      if (result.status === 'rejected') console.warn(`A download was not measured: ${(result.reason as Error).message}`);
    }
  } finally {
    await browser.close();
  }

  const groups = new Map<string, Group>();
  for (const row of rows) {
    const group = groups.get(row.group) ?? { files: 0, transfer: 0, decoded: 0, servedBy: new Set<string>() };
    group.files += 1;
    group.transfer += row.transfer;
    group.decoded += row.decoded;
    group.servedBy.add(row.pkg);
    groups.set(row.group, group);
  }
  console.log(`\nJavaScript downloaded for ${pagePath} (cold cache), KiB:\n`);
  console.log(`${'group'.padEnd(28)} files transfer  decoded  served by`);
  const sorted = [...groups].sort((a, b) => b[1].transfer - a[1].transfer);
  for (const [name, g] of sorted) {
    console.log(`${name.padEnd(28)} ${String(g.files).padStart(5)} ${kb(g.transfer)} ${kb(g.decoded)}  ${[...g.servedBy].join(', ')}`);
  }
  if (listFiles) {
    console.log('\nfiles:');
    for (const r of [...rows].sort((a, b) => b.transfer - a.transfer)) {
      console.log(`${kb(r.transfer)} ${kb(r.decoded)}  ${r.group.padEnd(24)} ${new URL(r.url).pathname}`);
    }
    console.log('');
  }
  const total = rows.reduce((sum, r) => ({ transfer: sum.transfer + r.transfer, decoded: sum.decoded + r.decoded }), {
    transfer: 0,
    decoded: 0,
  });
  console.log(`${'total'.padEnd(28)} ${String(rows.length).padStart(5)} ${kb(total.transfer)} ${kb(total.decoded)}`);
  const uncompressed = rows.filter((r) => !r.gzip && r.decoded > 1024).map((r) => r.url);
  if (uncompressed.length) console.log(`\nNot gzipped: ${uncompressed.join(', ')}`);
  const copies = rows.filter((r) => r.reactDom);
  console.log(
    `\nreact-dom copies downloaded: ${copies.length}${copies.length ? ` (${copies.map((r) => new URL(r.url).pathname).join(', ')})` : ''}`,
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      path: { type: 'string', default: '/organizations' },
      files: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (values.url) {
    await measure(values.url.replace(/\/+$/, ''), values.path, values.files);
    return;
  }
  const server = await startComposedServer();
  try {
    await measure(server.baseUrl, values.path, values.files);
  } finally {
    await server.stop();
  }
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
