// The API calls every area makes. In the browser they go through the axios client of
// ./client.ts (CSRF header, 10 s timeout, retries: docs/product/shell.md §10), which is loaded on the
// first call, so pages that arrive server-rendered do not download axios to show.
// On the server a render's query client carries the visitor's in-process API (ServerQueryClient),
// and a query's function hands its client to getJson.
import type { QueryClient } from '@tanstack/react-query';
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { ServerQueryClient } from '../query/createQueryClient';

/** A failed API call: `status` is the HTTP status, or null when no answer came. */
export class ApiError extends Error {
  readonly status: number | null;
  readonly data: unknown;

  constructor(message: string, status: number | null, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

/** The HTTP status of any error an API call may throw (ApiError, an axios error, or a dehydrated copy). */
export function httpStatusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, response } = error as { status?: unknown; response?: { status?: unknown } };
  if (typeof status === 'number') return status;
  if (typeof response?.status === 'number') return response.status;
  return null;
}

export function isNotFoundError(error: unknown): boolean {
  return httpStatusOf(error) === 404;
}

/** The server's message in an error answer ({ message }), if any. */
function messageOf(data: unknown, fallback: string): string {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : fallback;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Path plus query string, skipping empty values (as axios does with `params`). */
export function withQuery(url: string, params?: QueryParams): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

let clientPromise: Promise<AxiosInstance> | null = null;

/** The browser's axios client, loaded on first use. */
export function loadApiClient(): Promise<AxiosInstance> {
  clientPromise ??= import(/* webpackChunkName: "api-client" */ './client').then((module) => module.apiClient);
  return clientPromise;
}

/** Any API request from the browser; rejects with ApiError. */
export async function apiRequest<T>(config: AxiosRequestConfig): Promise<T> {
  const client = await loadApiClient();
  try {
    const response = await client.request<T>(config);
    return response.data;
  } catch (error) {
    const status = httpStatusOf(error);
    const data = (error as { response?: { data?: unknown } }).response?.data ?? null;
    throw new ApiError(messageOf(data, (error as Error).message || 'Request failed'), status, data);
  }
}

/**
 * GET a JSON resource and return its body. A query's function passes its `client`: during a
 * server render that client reads the visitor's API in process; in the browser it is not needed.
 */
export async function getJson<T>(url: string, params?: QueryParams, client?: QueryClient): Promise<T> {
  if (client instanceof ServerQueryClient) {
    const { transport } = client;
    const { status, body } = await transport(withQuery(url, params));
    if (status >= 400) throw new ApiError(messageOf(body, `GET ${url} answered ${status}`), status, body);
    return body as T;
  }
  return apiRequest<T>({ method: 'get', url, params });
}

/** POST a JSON body. */
export function postJson<T>(url: string, body?: unknown): Promise<T> {
  return apiRequest<T>({ method: 'post', url, data: body });
}

/** POST form-encoded or multipart data (URLSearchParams or FormData). */
export function postForm<T>(url: string, form: URLSearchParams | FormData, config: AxiosRequestConfig = {}): Promise<T> {
  return apiRequest<T>({ ...config, method: 'post', url, data: form });
}
