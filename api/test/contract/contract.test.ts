// Client/server drift: the generated types must match the live OpenAPI document (mf-shared's
// typecheck then holds its entity types to them).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openApiDocument } from './openapi-document';

const GENERATED_TYPES_FILE = path.resolve(__dirname, '../../../mf-shared/src/api-types/openapi.ts');

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

test('mf-shared/src/api-types/openapi.ts is up to date (npm run gen:types -w api)', () => {
  // In a child process: openapi-typescript's dependencies are ES modules, which jest's
  // CommonJS runtime cannot load.
  const { NODE_OPTIONS: _jest, ...env } = process.env;
  const fresh = execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'generate-types.ts'), '--print'], {
    cwd: path.resolve(__dirname, '../..'),
    encoding: 'utf8',
    env,
    maxBuffer: 32 * 1024 * 1024,
  });
  expect(fs.readFileSync(GENERATED_TYPES_FILE, 'utf8')).toBe(fresh);
}, 60_000);

test('the generated file holds types only (no runtime code in mf-shared)', () => {
  const text = fs.readFileSync(GENERATED_TYPES_FILE, 'utf8');
  const statements = text.split('\n').filter((line) => /^export /.test(line));
  expect(statements.length).toBeGreaterThan(10);
  for (const line of statements) expect(line).toMatch(/^export (type|interface) /);
});

// The generated types and mf-shared's entity types are checked against each other by
// mf-shared's typecheck (mf-shared/src/contract/types/entities.contract.ts): api imports no
// front-end code.
