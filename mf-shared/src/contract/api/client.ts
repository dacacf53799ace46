// The one HTTP client every area uses (docs/product/shell.md §10): same origin, cookies,
// the anti-forgery header on every call, a 10 s timeout and 2 retries for
// idempotent methods on transient failures. POST is never retried.
import axios, { type AxiosAdapter, type AxiosError, type AxiosInstance } from 'axios';
import axiosRetry, { exponentialDelay } from 'axios-retry';
// Circular on purpose: the store's actions call `apiClient`, and the client reads the
// csrf from the store. Both sides only touch the other inside functions, never at load.
import { useAuthStore } from '../auth/store';

export const REQUEST_TIMEOUT_MS = 10_000;
const RETRY_COUNT = 2;
/** Lower-case, as axios stores `config.method`. */
const RETRY_METHODS: readonly string[] = ['get', 'put', 'head', 'delete', 'options', 'trace'];
export const RETRY_STATUSES: readonly number[] = [408, 413, 429, 500, 502, 503, 504];

export interface ApiClientOptions {
  /** Replaces the network layer (tests pass a fake adapter). */
  adapter?: AxiosAdapter;
  /** Milliseconds to wait before retry number `retryNumber` (default: exponential, ~200 ms then ~400 ms). */
  retryDelay?: (retryNumber: number, error: AxiosError) => number;
  /** Where the X-CSRFToken value comes from (default: the auth store's current csrf). */
  getCsrfToken?: () => string;
}

/** True when a failed request may be sent again: idempotent method and a transient failure. */
function isRetryableRequestError(error: AxiosError): boolean {
  const method = error.config?.method?.toLowerCase();
  if (!method || !RETRY_METHODS.includes(method)) return false;
  if (error.response) return RETRY_STATUSES.includes(error.response.status);
  // No response at all: network failure or timeout. A request the caller cancelled stays cancelled.
  return error.code !== 'ERR_CANCELED';
}

export function createApiClient(options: ApiClientOptions = {}): AxiosInstance {
  const getCsrfToken = options.getCsrfToken ?? (() => useAuthStore.getState().csrf);
  const client = axios.create({
    baseURL: '',
    timeout: REQUEST_TIMEOUT_MS,
    withCredentials: true,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  // Runs before every attempt (retries included), so a refreshed csrf is picked up.
  client.interceptors.request.use((config) => {
    config.headers.set('X-CSRFToken', getCsrfToken());
    return config;
  });

  axiosRetry(client, {
    retries: RETRY_COUNT,
    retryCondition: isRetryableRequestError,
    retryDelay: options.retryDelay ?? ((retryNumber, error) => exponentialDelay(retryNumber, error)),
    // Each attempt gets its own 10 s instead of sharing one budget.
    shouldResetTimeout: true,
  });

  return client;
}

/** The shared client (one instance site-wide: mf-shared is a federation singleton). Load it with loadApiClient(). */
export const apiClient = createApiClient();
