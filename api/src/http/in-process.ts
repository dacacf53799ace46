// Requests the host's server rendering makes to the API in process (app.inject; deploy/src/server/
// pages.ts) carry a secret header: a random value made once per process, never sent to a client,
// so a request from the network cannot carry it. The API tells such requests a little more than
// the public (why an entry is not found, so the page can redirect: docs/product/api.md §4).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export const IN_PROCESS_HEADER = 'x-fusion-in-process';
const SECRET = Buffer.from(randomBytes(32).toString('base64url'));

/** The headers an in-process render adds to its app.inject calls. */
export function inProcessHeaders(): Record<string, string> {
  return { [IN_PROCESS_HEADER]: SECRET.toString() };
}

/** Did this request come from the host's own server rendering (and not from the network)? */
export function isInProcessRequest(request: FastifyRequest): boolean {
  const value = request.headers[IN_PROCESS_HEADER];
  if (typeof value !== 'string') return false;
  const given = Buffer.from(value);
  return given.length === SECRET.length && timingSafeEqual(given, SECRET);
}
