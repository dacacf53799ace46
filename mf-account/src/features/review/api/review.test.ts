import type { FakeApi } from 'mf-shared/testing';
import { fakeApi, resetStores } from '../../../test-utils/renderArea';
import { decide, DECISIONS_URL } from './review';

const DECISION = { type: 'project', id: 77, decision: 'approve' } as const;
const APPROVED = { data: { message: 'Approved.', type: 'project', id: 77, status: 'approved', email_sent: true } };
const NEW_SESSION = { data: { is_authenticated: true, organization_memberships: [], project_memberships: [], csrf: 'csrf-fresh' } };

let api: FakeApi | null = null;
beforeEach(() => resetStores());
afterEach(() => {
  api?.restore();
  api = null;
});

describe('decide (POST /api/v1/review/decisions/)', () => {
  it('retries once after a CSRF refusal (code: csrf_failed), with the session reloaded', async () => {
    let attempts = 0;
    api = fakeApi({
      'GET /api/accounts/session/': NEW_SESSION,
      [`POST ${DECISIONS_URL}`]: () =>
        ++attempts === 1 ? { status: 403, data: { message: 'CSRF token missing or incorrect.', code: 'csrf_failed' } } : APPROVED,
    });
    expect(await decide(DECISION)).toEqual({ ok: true, message: 'Approved.', emailSent: true });
    expect(api.requests.map((r) => `${r.method} ${r.url} ${r.headers?.['X-CSRFToken']}`)).toEqual([
      `post ${DECISIONS_URL} csrf-anonymous`,
      'get /api/accounts/session/ csrf-anonymous',
      `post ${DECISIONS_URL} csrf-fresh`,
    ]);
  });

  it('answers any other 403 with its message, without a retry', async () => {
    api = fakeApi({ [`POST ${DECISIONS_URL}`]: { status: 403, data: { message: 'Only staff can do this (not a CSRF problem).' } } });
    expect(await decide(DECISION)).toEqual({ ok: false, message: 'Only staff can do this (not a CSRF problem).' });
    expect(api.requests).toHaveLength(1);
  });
});
