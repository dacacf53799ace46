import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/lib/browser';
import { startComposedServer } from '../e2e/lib/composedServer';
import { writeFileSync } from 'node:fs';
async function main() {
  const routes = (process.argv[2] ?? '/organizations').split(',');
  const server = await startComposedServer();
  const chromeLauncher = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    for (const route of routes) await fetch(server.baseUrl + route);
    for (const route of routes) for (let i = 0; i < 2; i++) {
      const r = await lighthouse(server.baseUrl + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = r!.lhr;
      const a = (id: string) => lhr.audits[id];
      console.log(route, 'perf', lhr.categories.performance!.score, 'TBT', a('total-blocking-time')!.numericValue, 'LCP', a('largest-contentful-paint')!.numericValue);
      const boot = (a('bootup-time')!.details as any)?.items ?? [];
      for (const it of boot.slice(0, 8)) console.log('  boot', Math.round(it.total), Math.round(it.scripting), it.url);
      const lt = (a('long-tasks')!.details as any)?.items ?? [];
      for (const it of lt.slice(0, 8)) console.log('  long', Math.round(it.startTime), Math.round(it.duration), it.url);
      const mw = (a('mainthread-work-breakdown')!.details as any)?.items ?? [];
      console.log('  main', mw.map((x: any) => `${x.group}:${Math.round(x.duration)}`).join(' '));
      writeFileSync(`/tmp/lh/${route.replace(/\//g, '_')}-${i}.json`, JSON.stringify(lhr));
    }
  } finally { await chrome.kill(); await server.stop(); }
}
main().catch((e) => { console.error(e); process.exit(1); });
