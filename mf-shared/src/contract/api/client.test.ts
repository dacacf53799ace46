import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient, createApiClient, REQUEST_TIMEOUT_MS, RETRY_STATUSES } from './client';
import { ApiError, getJson } from './http';
import { ServerQueryClient } from '../query/createQueryClient';
import { useAuthStore } from '../auth/store';

/** A fake network: answers every request with `status` and records what was sent. */
function answeringAdapter(status: number, data: unknown = {}) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const response = { data, status, statusText: String(status), headers: new AxiosHeaders(), config };
    if (status >= 400) {
      throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
    }
    return response;
  };
  return { adapter, calls };
}

/** A fake network that never answers but, like the real adapters, gives up after config.timeout. */
function silentAdapter() {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    calls.push(config);
    return new Promise((_, reject) => {
      setTimeout(() => reject(new AxiosError('timeout exceeded', AxiosError.ECONNABORTED, config)), config.timeout);
    });
  };
  return { adapter, calls };
}

const noDelay = () => 0;

describe('createApiClient', () => {
  afterEach(() => {
    useAuthStore.setState({ csrf: '' });
    jest.useRealTimers();
  });

  it('sends the auth store’s current csrf as X-CSRFToken on every request', async () => {
    const { adapter, calls } = answeringAdapter(200);
    const client = createApiClient({ adapter });
    useAuthStore.setState({ csrf: 'token-one' });
    await client.get('/api/v1/articles/');
    useAuthStore.setState({ csrf: 'token-two' });
    await client.post('/api/v1/newsletter/', { email: 'a@b.co' });
    expect(calls.map((c) => c.headers.get('X-CSRFToken'))).toEqual(['token-one', 'token-two']);
    expect(calls[1]?.withCredentials).toBe(true);
  });

  it('uses a 10 s timeout: still waiting at 9.999 s, failed at 10 s', async () => {
    jest.useFakeTimers();
    const { adapter, calls } = silentAdapter();
    const client = createApiClient({ adapter, retryDelay: noDelay });
    const outcome = client.post('/api/v1/newsletter/', {}).then(
      () => 'answered',
      (error: AxiosError) => error.code,
    );
    let settled: string | undefined;
    void outcome.then((value) => (settled = value));

    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(AxiosError.ECONNABORTED);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.timeout).toBe(10_000);
  });

  it('retries a timed-out GET twice, each attempt with its own 10 s', async () => {
    jest.useFakeTimers();
    const { adapter, calls } = silentAdapter();
    const client = createApiClient({ adapter, retryDelay: noDelay });
    const outcome = client.get('/api/v1/jobs/').catch((error: AxiosError) => error.code);
    // Step the clock so each retry (scheduled after a chain of promises) gets to start its own timer.
    for (let elapsed = 0; elapsed < 3 * REQUEST_TIMEOUT_MS + 1000; elapsed += 500) {
      await jest.advanceTimersByTimeAsync(500);
    }
    await expect(outcome).resolves.toBe(AxiosError.ECONNABORTED);
    expect(calls).toHaveLength(3);
    expect(calls.map((c) => c.timeout)).toEqual([10_000, 10_000, 10_000]);
  });

  describe.each(['get', 'delete'] as const)('%s', (method) => {
    it.each(RETRY_STATUSES)('retries exactly 2 times on %i', async (status) => {
      const { adapter, calls } = answeringAdapter(status);
      const client = createApiClient({ adapter, retryDelay: noDelay });
      await expect(client[method]('/api/x')).rejects.toMatchObject({ response: { status } });
      expect(calls).toHaveLength(3);
    });

    it('does not retry on 404', async () => {
      const { adapter, calls } = answeringAdapter(404);
      const client = createApiClient({ adapter, retryDelay: noDelay });
      await expect(client[method]('/api/x')).rejects.toMatchObject({ response: { status: 404 } });
      expect(calls).toHaveLength(1);
    });
  });

  it.each(RETRY_STATUSES)('never retries a POST (status %i)', async (status) => {
    const { adapter, calls } = answeringAdapter(status);
    const client = createApiClient({ adapter, retryDelay: noDelay });
    await expect(client.post('/api/x', {})).rejects.toMatchObject({ response: { status } });
    expect(calls).toHaveLength(1);
  });

  it('retries a GET after a network error and returns the later answer', async () => {
    let attempts = 0;
    const adapter: AxiosAdapter = async (config) => {
      attempts += 1;
      if (attempts === 1) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
      return { data: { ok: true }, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
    };
    const client = createApiClient({ adapter, retryDelay: noDelay });
    await expect(client.get('/api/x')).resolves.toMatchObject({ data: { ok: true } });
    expect(attempts).toBe(2);
  });
});

describe('getJson', () => {
  const originalAdapter = apiClient.defaults.adapter;
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
  });

  it('returns the response body and passes the query parameters', async () => {
    const { adapter, calls } = answeringAdapter(200, { results: [1, 2], next: null });
    apiClient.defaults.adapter = adapter;
    await expect(getJson('/api/v1/articles/', { page_size: 5 })).resolves.toEqual({ results: [1, 2], next: null });
    expect(calls[0]?.url).toBe('/api/v1/articles/');
    expect(calls[0]?.params).toEqual({ page_size: 5 });
  });

  it('rejects with an ApiError carrying the status and the server message', async () => {
    const { adapter } = answeringAdapter(404, { message: 'Organization not found.' });
    apiClient.defaults.adapter = adapter;
    const error = await getJson('/api/v1/organizations/nope/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Organization not found.' });
  });

  it("reads through a server render's client (the visitor's transport), with the query in the path", async () => {
    const seen: string[] = [];
    const client = new ServerQueryClient(async (path) => {
      seen.push(path);
      return path.includes('missing') ? { status: 404, body: { message: 'Gone' } } : { status: 200, body: { ok: 1 } };
    });
    await expect(getJson('/api/v1/jobs/', { tag: 'all', search: undefined }, client)).resolves.toEqual({ ok: 1 });
    await expect(getJson('/api/v1/missing/', undefined, client)).rejects.toMatchObject({ status: 404, message: 'Gone' });
    expect(seen).toEqual(['/api/v1/jobs/?tag=all', '/api/v1/missing/']);
  });
});
