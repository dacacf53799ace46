import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createCompositionServer } from '../server/app.mjs';
import { registryFile, writeJsonAtomic } from '../lib/registry.mjs';
import { makeTempDir, writeFiles } from './helpers.mjs';

const BIG_JS = `console.log(${JSON.stringify('x'.repeat(5000))});`;

/** A stand-in for the API plugin: one route and its own JSON 404 under /api. */
async function fakeApi(app) {
  app.get('/api/server-details', async () => ({ ok: true }));
}

let app;
let dirs;

beforeEach(async () => {
  const root = await makeTempDir();
  dirs = { shellDir: path.join(root, 'shell'), releasesDir: path.join(root, 'releases'), stateDir: path.join(root, 'state') };
  await writeFiles(dirs.shellDir, {
    'index.html': '<!doctype html><title>shell</title><script src="/main.js?abc"></script>',
    'main.js': BIG_JS,
    '123.a1b2c3d4.js': 'chunk();',
  });
  await writeFiles(dirs.releasesDir, {
    'mf-directory/0.1.0-1a2b3c4d/mf-manifest.json': '{"name":"directory"}',
    'mf-directory/0.1.0-1a2b3c4d/remoteEntry.js': BIG_JS,
  });
  app = await createCompositionServer({ ...dirs, api: { plugin: fakeApi, options: {} } });
});

afterEach(() => app.close());

describe('registry', () => {
  it('serves remotes.json as it is on disk now, never cached', async () => {
    const registry = { remotes: { directory: { entry: '/remotes/mf-directory/0.1.0-1a2b3c4d/mf-manifest.json', version: '0.1.0-1a2b3c4d' } } };
    await writeJsonAtomic(registryFile(dirs.stateDir), registry);
    let response = await app.inject('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache, no-store');
    expect(response.json()).toEqual(registry);

    // A release changes the file: the next request sees it without a restart.
    registry.remotes.directory.version = '0.1.0-99999999';
    await writeJsonAtomic(registryFile(dirs.stateDir), registry);
    response = await app.inject('/remotes.json');
    expect(response.json().remotes.directory.version).toBe('0.1.0-99999999');
  });

  it('answers 503 (not cached) before anything is released', async () => {
    const response = await app.inject('/remotes.json');
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-cache, no-store');
  });
});

describe('released remotes', () => {
  it('serves versioned files as immutable, with CORS', async () => {
    const response = await app.inject('/remotes/mf-directory/0.1.0-1a2b3c4d/mf-manifest.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.json()).toEqual({ name: 'directory' });
  });

  it('gzips JavaScript', async () => {
    const response = await app.inject({
      url: '/remotes/mf-directory/0.1.0-1a2b3c4d/remoteEntry.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(BIG_JS.length / 10);
    expect(gunzipSync(response.rawPayload).toString()).toBe(BIG_JS);
  });

  it('answers 404, not the shell page, for a missing remote file', async () => {
    const response = await app.inject({ url: '/remotes/mf-directory/0.0.0-00000000/remoteEntry.js', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
  });

  it('does not serve files outside the releases folder', async () => {
    await writeJsonAtomic(registryFile(dirs.stateDir), { secret: true });
    const response = await app.inject('/remotes/..%2fstate%2fremotes.json');
    expect(response.statusCode).not.toBe(200);
    expect(response.body).not.toContain('secret');
  });
});

describe('shell', () => {
  it('serves index.html at / never cached', async () => {
    const response = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>shell</title>');
    expect(response.headers['cache-control']).toBe('no-cache, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('serves hashed chunks as immutable and main.js as revalidated', async () => {
    expect((await app.inject('/123.a1b2c3d4.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject('/main.js?abc')).headers['cache-control']).toBe('no-cache');
  });

  it.each(['/organizations/tokamak-energy', '/no-such-page', '/articles/a.b'])('answers the deep link %s with the shell', async (url) => {
    const response = await app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache, no-store');
    expect(response.body).toContain('<title>shell</title>');
  });

  it('answers a missing script with 404, not html', async () => {
    const response = await app.inject({ url: '/missing.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
  });
});

describe('api', () => {
  it('mounts the API plugin', async () => {
    expect((await app.inject('/api/server-details')).json()).toEqual({ ok: true });
  });

  it('answers an unknown /api path with a JSON 404 even for a browser', async () => {
    const response = await app.inject({ url: '/api/nothing-here', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});
