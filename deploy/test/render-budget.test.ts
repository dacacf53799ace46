// An area whose server render misses its budget: the page goes out without it (server.test.ts)
// and one warning with a fixed message says so, so a load test can count such pages.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, it } from 'node:test';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { releaseBuild } from '../src/releases/release';
import { createCompositionServer } from '../src/server/app';
import { makeBuild, makeTempDir } from './helpers';

const BUDGET_MS = 100;

const fakeApi: FastifyPluginAsync = async (app) => {
  app.get('/api/accounts/session/', async () => ({
    is_authenticated: false,
    organization_memberships: [],
    project_memberships: [],
    csrf: 't',
  }));
  app.get('/api/server-details', async () => ({ color: 'blue', githash: 'abc', deploytime: 'now' }));
};

let app: FastifyInstance;
const logLines: string[] = [];

before(async () => {
  const root = await makeTempDir();
  const paths = { releasesDir: path.join(root, 'releases'), stateDir: path.join(root, 'state') };
  await releaseBuild({ paths, pkg: 'shell', distDir: await makeBuild(root, { name: 'shell', marker: 'SHELL' }) });
  await releaseBuild({
    paths,
    pkg: 'mf-account',
    distDir: await makeBuild(root, { name: 'account', marker: 'ACCOUNT', behaviour: 'hang' }),
  });
  await releaseBuild({ paths, pkg: 'mf-directory', distDir: await makeBuild(root, { name: 'directory', marker: 'DIRECTORY' }) });
  app = await createCompositionServer({
    paths,
    api: { plugin: fakeApi as never, options: {} },
    areaRenderBudgetMs: BUDGET_MS,
    logStream: { write: (line) => void logLines.push(line) },
  });
  await app.ready();
});

after(() => app.close());

const overBudget = () =>
  logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'area render over budget');

it('logs a render over budget as a warning with the route, the area and the elapsed time', async () => {
  const before = overBudget().length;
  const response = await app.inject({ method: 'GET', url: '/sign-in?next=%2Fprofile&email=someone%40example.org' });
  assert.equal(response.statusCode, 200);
  assert.match(response.body, /<p>Loading<\/p>/, 'the page went out without its area');

  const logged = overBudget().slice(before);
  assert.equal(logged.length, 1);
  const [entry] = logged;
  assert.equal(entry!.level, 40, 'pino warn');
  assert.equal(entry!.route, '/sign-in', 'the path only: a query may carry an email or a token');
  assert.equal(entry!.area, 'account');
  assert.equal(entry!.budgetMs, BUDGET_MS);
  assert.ok(typeof entry!.elapsedMs === 'number' && entry!.elapsedMs >= BUDGET_MS - 1, `elapsedMs ${String(entry!.elapsedMs)}`);
  assert.equal(typeof entry!.reqId, 'string', 'tied to the request');
});

it('logs nothing over budget for an area rendered in time', async () => {
  const before = overBudget().length;
  const response = await app.inject({ method: 'GET', url: '/organizations' });
  assert.equal(response.statusCode, 200);
  assert.match(response.body, /DIRECTORY \/organizations/);
  assert.equal(overBudget().length, before);
});
