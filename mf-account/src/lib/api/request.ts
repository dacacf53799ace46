// The account area's writes (sign-in, account, claims, add/edit) read the status and body of
// every answer themselves, because docs/product/account.md §14 maps each status to a text. One request here:
// never throws, never retried on its own (mail, passwords, saves), and retried once after a
// CSRF refusal with the session — and so the token — reloaded (the token changes at sign-in).
import type { AxiosRequestConfig } from 'axios';
import { loadApiClient, useAuthStore } from 'mf-shared';
import type { paths } from 'mf-shared/api-types';

export interface Answer {
  /** The HTTP status, or null when no answer came (network failure, timeout). */
  status: number | null;
  data: unknown;
}

/** The `message` of an answer's body, or null. */
export function messageOf(data: unknown): string | null {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : null;
}

/** The field the API puts on a CSRF refusal (typed from its OpenAPI document, so a rename breaks the build). */
type CsrfFailedCode = NonNullable<paths['/api/accounts/login/']['post']['responses'][403]['content']['application/json']['code']>;
const CSRF_FAILED_CODE: CsrfFailedCode = 'csrf_failed';

/** A refusal for the CSRF token (403 { code: 'csrf_failed' }): worth one retry with the token reloaded. */
export function isCsrfFailure({ status, data }: Answer): boolean {
  return status === 403 && (data as { code?: unknown } | null)?.code === CSRF_FAILED_CODE;
}

export const reloadSession = () => useAuthStore.getState().loadSession();

export async function requestAnswer(config: AxiosRequestConfig): Promise<Answer> {
  const client = await loadApiClient();
  const attempt = async (): Promise<Answer> => {
    try {
      const response = await client.request({ ...config, 'axios-retry': { retries: 0 } } as AxiosRequestConfig);
      return { status: response.status, data: response.data };
    } catch (error) {
      const response = (error as { response?: { status?: number; data?: unknown } }).response;
      return { status: response?.status ?? null, data: response?.data ?? null };
    }
  };
  const answer = await attempt();
  if (!isCsrfFailure(answer)) return answer;
  await reloadSession();
  return attempt();
}
