// Client/server drift: the generated types must match the live OpenAPI document, and
// mf-shared's entity types must be mutually assignable with them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { componentsToTypeScript } from './openapi-to-ts';
import { GENERATED_TYPES_FILE, openApiDocument } from './openapi-document';

const REPO_ROOT = path.resolve(__dirname, '../../..');

test('the OpenAPI document lists every spec path', async () => {
  const document = await openApiDocument();
  const paths = Object.keys(document.paths as object);
  for (const expected of [
    '/api/server-details',
    '/api/accounts/session/',
    '/api/accounts/logout/',
    '/api/accounts/login/',
    '/api/accounts/info/',
    '/api/accounts/resendverification/',
    '/api/accounts/create-account/',
    '/api/accounts/resetpwlink/',
    '/api/accounts/resetpassword/',
    '/api/accounts/verify-email/',
    '/api/v1/newsletter/',
    '/api/v1/search/',
    '/api/v1/organizations/',
    '/api/v1/organizations/get-tags/',
    '/api/v1/organizations/{slug}/',
    '/api/v1/projects/',
    '/api/v1/projects/by-concept/',
    '/api/v1/projects/{slug}/',
    '/api/v1/supply-chain/',
    '/api/v1/supply-chain/get-categories/',
    '/api/v1/jobs/',
    '/api/v1/jobs/get-tags/',
    '/api/v1/articles/',
    '/api/v1/articles/recent-articles/',
    '/api/v1/articles/{slug}/',
    '/api/v1/activity-logs/',
  ]) {
    expect(paths).toContain(expected);
  }
});

test('the committed generated types are up to date (npm run gen:types -w api)', async () => {
  const document = await openApiDocument();
  const fresh = componentsToTypeScript((document.components?.schemas ?? {}) as never);
  expect(fs.readFileSync(GENERATED_TYPES_FILE, 'utf8')).toBe(fresh);
});

test('mf-shared entity types and the generated types are mutually assignable', () => {
  const tsc = path.join(REPO_ROOT, 'node_modules/.bin/tsc');
  let output = '';
  try {
    execFileSync(tsc, ['--noEmit', '-p', 'api/test/contract/tsconfig.json'], { cwd: REPO_ROOT, encoding: 'utf8' });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? error);
  }
  expect(output).toBe('');
});
