// Bundle measurement: opens /organizations on a cold cache in chromium and reports every
// JavaScript download (transfer size, gzip, and decoded size) grouped by package and shared
// library, plus how many copies of react-dom were downloaded.
//   npm run measure:bundles -w deploy                       (starts its own server on 8181+)
//   npm run measure:bundles -w deploy -- --url http://localhost:8080   (uses a running one)
import { parseArgs } from 'node:util';
import { clearBrowserCache, launchBrowser } from '../e2e/lib/browser.mjs';
import { startComposedServer } from '../e2e/lib/composed-server.mjs';

const REACT_DOM_SIGNATURE = '__reactFiber$';
/** Shared modules reported under their package: react/jsx-runtime is react, and so on. */
const LIBRARY_OF = {
  'react/jsx-runtime': 'react',
  'react-dom/client': 'react-dom',
  'react-router-dom': 'react-router',
  '@tanstack/react-query': 'react-query',
};

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    path: { type: 'string', default: '/organizations' },
    files: { type: 'boolean', default: false },
  },
});

/** asset file name → shared library, from a build's mf-manifest.json. */
async function sharedAssetsOf(manifestUrl) {
  const response = await fetch(manifestUrl);
  if (!response.ok) return new Map();
  const manifest = await response.json();
  const assets = new Map();
  for (const shared of manifest.shared ?? []) {
    const library = LIBRARY_OF[shared.name] ?? shared.name;
    for (const file of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) {
      if (!assets.has(file)) assets.set(file, library);
    }
  }
  return assets;
}

/** 'mf-directory' for /remotes/mf-directory/<version>/…, else 'shell'. */
function packageOfUrl(url) {
  const match = /^\/remotes\/([^/]+)\/[^/]+\//.exec(new URL(url).pathname);
  return match ? match[1] : 'shell';
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8);

async function measure(baseUrl) {
  const registry = await (await fetch(`${baseUrl}/remotes.json`)).json();
  const sharedAssets = new Map([['shell', await sharedAssetsOf(`${baseUrl}/mf-manifest.json`)]]);
  for (const { entry } of Object.values(registry.remotes)) {
    sharedAssets.set(packageOfUrl(`${baseUrl}${entry}`), await sharedAssetsOf(`${baseUrl}${entry}`));
  }

  const browser = await launchBrowser();
  const rows = [];
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await clearBrowserCache(page);
    const pending = [];
    page.on('response', (response) => {
      const url = response.url();
      if (!/\.js(\?|$)/.test(url)) return;
      pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          const pkg = packageOfUrl(url);
          const file = new URL(url).pathname.split('/').pop();
          rows.push({
            url,
            pkg,
            group: sharedAssets.get(pkg)?.get(file) ?? `${pkg} (own code)`,
            transfer: sizes.responseBodySize,
            gzip: response.headers()['content-encoding'] === 'gzip',
            decoded: body.length,
            reactDom: body.includes(REACT_DOM_SIGNATURE),
          });
        })(),
      );
    });
    await page.goto(`${baseUrl}${values.path}`);
    await page.locator('[data-area]').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await Promise.allSettled(pending);
  } finally {
    await browser.close();
  }

  const groups = new Map();
  for (const row of rows) {
    const group = groups.get(row.group) ?? { files: 0, transfer: 0, decoded: 0, servedBy: new Set() };
    group.files += 1;
    group.transfer += row.transfer;
    group.decoded += row.decoded;
    group.servedBy.add(row.pkg);
    groups.set(row.group, group);
  }
  console.log(`\nJavaScript downloaded for ${values.path} (cold cache), KiB:\n`);
  console.log(`${'group'.padEnd(28)} files transfer  decoded  served by`);
  const sorted = [...groups].sort((a, b) => b[1].transfer - a[1].transfer);
  for (const [name, g] of sorted) {
    console.log(`${name.padEnd(28)} ${String(g.files).padStart(5)} ${kb(g.transfer)} ${kb(g.decoded)}  ${[...g.servedBy].join(', ')}`);
  }
  if (values.files) {
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

if (values.url) {
  await measure(values.url.replace(/\/+$/, ''));
} else {
  const server = await startComposedServer();
  try {
    await measure(server.baseUrl);
  } finally {
    await server.stop();
  }
}
