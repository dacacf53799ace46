/** @jest-environment node */
// The contract must load without a DOM: server bundles and the Node server import it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as contract from './index';

it('imports without a DOM and starts signed out', () => {
  // No served route table outside the shell's page: nobody owns a path.
  expect(contract.areaForPath('/jobs')).toBeNull();
  expect(contract.ownerOfPath([{ area: 'content', pattern: '/jobs' }], '/jobs')).toBe('content');
  expect(contract.useAuthStore.getState()).toMatchObject({ is_authenticated: false, status: 'idle' });
});

it('declares the version mf-shared/package.json has (what federation and the release check read)', () => {
  const pkg = JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as { version: string };
  expect(contract.CONTRACT_VERSION).toBe(pkg.version);
});
