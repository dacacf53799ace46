// Test helper (mf-shared/testing): replaces the network layer of the contract's real apiClient, so
// tests go through the same interceptors (CSRF header) and see every request.
import { apiClient } from '../contract/api/client';

/** The config axios hands to an adapter (axios itself is mf-shared's dependency, not ours). */
type InternalAxiosRequestConfig = Parameters<typeof apiClient.request>[0] & { url?: string; params?: unknown };

function axiosLikeError(message: string, code: string, config: InternalAxiosRequestConfig, response?: unknown): Error {
  return Object.assign(new Error(message), { isAxiosError: true, code, config, response });
}

export interface FakeReply {
  status?: number;
  data?: unknown;
}

export type FakeHandler = (request: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

export interface FakeApi {
  requests: InternalAxiosRequestConfig[];
  restore(): void;
}

/** Answers every apiClient request with `handler`; a thrown error is a network failure. */
export function installFakeApi(handler: FakeHandler): FakeApi {
  const original = apiClient.defaults.adapter;
  const requests: InternalAxiosRequestConfig[] = [];
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    requests.push(config);
    let reply: FakeReply;
    try {
      reply = await handler(config);
    } catch {
      throw axiosLikeError('Network Error', 'ERR_NETWORK', config);
    }
    const response = {
      data: reply.data,
      status: reply.status ?? 200,
      statusText: String(reply.status ?? 200),
      headers: {},
      config,
    };
    if (response.status >= 400) {
      throw axiosLikeError(`Request failed with status ${response.status}`, 'ERR_BAD_RESPONSE', config, response);
    }
    return response as never;
  };
  return {
    requests,
    restore() {
      apiClient.defaults.adapter = original;
    },
  };
}

/** A request's URL with its params, e.g. '/api/v1/search/?query=tok'. */
export function requestUrl(request: InternalAxiosRequestConfig): string {
  const params = new URLSearchParams(request.params as Record<string, string> | undefined).toString();
  return params ? `${request.url}?${params}` : (request.url ?? '');
}
