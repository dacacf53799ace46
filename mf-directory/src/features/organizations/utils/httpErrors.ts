/** True when a failed request was answered 404 (axios errors carry `response.status`). */
export function isNotFoundError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('response' in error)) return false;
  const response = (error as { response?: { status?: unknown } }).response;
  return response?.status === 404;
}
