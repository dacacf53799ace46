// Lighthouse (mobile defaults: Moto G Power emulation, slow 4G, 4× CPU) on the composed site,
// in Debian's chromium: per route the median of N runs of performance, LCP, TBT, CLS and the
// JavaScript transferred.
//   npm run measure:lighthouse -w deploy [-- --url http://localhost:8080] [--runs 3] [--routes /,/jobs]
// Without --url it releases the current dist/ folders into a temporary state and starts its
// own server (with demo data), like the browser tests.
//   npm run check:lighthouse -w deploy (= --runs 3 --check): the gate every issue refers to
// (issue 27), run by CI: exits 1 when a public route's median of 3 scores under --min-score (95)
// or its CLS is over --max-cls (0.02), and still does over 7 runs (CONFIRM_RUNS). One run is not
// enough: the same build scores 93 to 100 from run to run on the 2-core machine.
import { parseArgs } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/lib/browser';
import { startComposedServer, type ComposedServer } from '../e2e/lib/composedServer';

/** Every public route of the areas (their definition.ts), a page with demo data for each pattern with a slug. */
const PUBLIC_ROUTES = [
  '/',
  '/organizations',
  '/organizations/commonwealth-fusion-systems',
  '/projects',
  '/projects/sparc',
  '/supply-chain',
  '/funding',
  '/progress',
  '/progress/milestones',
  '/map',
  '/compare?orgs=commonwealth-fusion-systems%2Ctokamak-energy',
  '/jobs',
  '/articles',
  '/articles/jet-bows-out-with-a-69-megajoule-record',
  '/updates',
  '/about',
  '/terms-of-use',
  '/privacy-policy',
];

interface Measurement {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKiB: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** More loads of a route whose median fails the gate, judged by the median of them all. */
const CONFIRM_RUNS = 4;

/** Attempts per measurement: Lighthouse sometimes fails to record a load (NO_NAVSTART, NO_FCP) and says to run it again. */
const ATTEMPTS = 3;

async function measure(url: string, port: number): Promise<Measurement> {
  const { default: lighthouse } = await import('lighthouse');
  for (let attempt = 1; ; attempt += 1) {
    // No full-page screenshot: it is not scored, and on the long pages it is the slowest part of a run.
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return measurementOf(lhr);
    // A recording failure is the tool's, not a score: measured again, and only reported if it persists.
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${lhr.runtimeError.message} (${ATTEMPTS} attempts)`);
    console.error(`${url}: ${lhr.runtimeError.code}, measuring again`);
  }
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof import('lighthouse').default>>>['lhr'];

function measurementOf(lhr: LighthouseResult): Measurement {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary =
    (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const scripts = summary.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKiB: scripts / 1024,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      runs: { type: 'string', default: '3' },
      routes: { type: 'string' },
      check: { type: 'boolean', default: false },
      'min-score': { type: 'string', default: '95' },
      'max-cls': { type: 'string', default: '0.02' },
    },
  });
  const minScore = Number(values['min-score']);
  const maxCls = Number(values['max-cls']);
  const failures: string[] = [];
  const runs = Number(values.runs);
  const routes = values.routes ? values.routes.split(',') : PUBLIC_ROUTES;
  let server: ComposedServer | null = null;
  const base = values.url ?? (server = await startComposedServer()).baseUrl;
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    // One warm-up load so the server has loaded every build before anything is timed.
    for (const route of routes) await fetch(`${base}${route}`);
    console.log(`Lighthouse ${runs}× per route (median), mobile defaults, ${base}\n`);
    console.log('| route | perf | LCP | TBT | CLS | JS (gz) |');
    console.log('|---|---|---|---|---|---|');
    for (const route of routes) {
      const samples: Measurement[] = [];
      for (let i = 0; i < runs; i += 1) samples.push(await measure(`${base}${route}`, chrome.port));
      const m = (key: keyof Measurement) => median(samples.map((s) => s[key]));
      const failing = () => m('performance') < minScore || m('cls') > maxCls;
      // A route whose first median fails is loaded CONFIRM_RUNS more times and judged by the median of
      // all its loads: one slow load on a shared 2-core machine moves a median of 3, rarely one of 7.
      if (values.check && failing()) for (let i = 0; i < CONFIRM_RUNS; i += 1) samples.push(await measure(`${base}${route}`, chrome.port));
      console.log(
        `| ${route}${samples.length > runs ? ` (${samples.length} runs)` : ''} | ${m('performance')} | ${(m('lcpMs') / 1000).toFixed(1)} s | ${Math.round(m('tbtMs'))} ms | ${m('cls').toFixed(3)} | ${Math.round(m('jsKiB'))} KiB |`,
      );
      if (m('performance') < minScore) failures.push(`${route}: performance ${m('performance')} < ${minScore}`);
      if (m('cls') > maxCls) failures.push(`${route}: CLS ${m('cls').toFixed(3)} > ${maxCls}`);
    }
    if (values.check) {
      if (failures.length) {
        console.error(`\nLighthouse gate failed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
        process.exitCode = 1;
      } else {
        console.log(`\nLighthouse gate passed: every route scores ${minScore} or more, with CLS ${maxCls} or less.`);
      }
    }
  } finally {
    await chrome.kill();
    await server?.stop();
  }
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
