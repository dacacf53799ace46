// Errors as JSON { message } (plus an HttpError's details, e.g. reason): 4xx for anything a client can send, 500 only for our bugs.
import type { FastifyError, FastifyInstance } from 'fastify';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** More fields of the answer's body beside `message` (the route's response schema must list them). */
    readonly details: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found.') => new HttpError(404, what);

function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = error.validationContext ?? 'request';
  const field = first.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  return `Invalid ${where}: ${field || missing || 'value'} ${first.message ?? 'is invalid'}.`;
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) return reply.status(400).send({ message: describeValidation(error) });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const details = error instanceof HttpError ? error.details : {};
      return reply.status(status).send({ ...details, message: error.message || 'Bad request.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Internal server error.' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No API route for ${request.method} ${request.url.split('?')[0]}.` });
  });
}

/**
 * PostgreSQL refuses NUL characters in text; reject them as a client error before any
 * query runs (walks the parsed query, params and body).
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}
