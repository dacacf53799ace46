// The origin of absolute links in answers (feeds, exports). The Host header is the client's to
// choose, and a shared cache may key an answer without it: with SITE_URL set, links always use
// it. Without, they follow the request's Host, only when it is a real host name and port.
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HttpError } from './errors';

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** name.example[:port] or [IPv6][:port]; each label unambiguous (no backtracking blow-up). */
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*|\\[([0-9a-f:.]{2,45})\\])(?::(\\d{1,5}))?$`, 'i');
const MAX_HOST_LENGTH = 261; // 253 for the name, ':' and 5 digits, a little room for IPv6 brackets

export const INVALID_HOST_MESSAGE = 'Invalid Host header: expected a host name with an optional port (1-65535).';

/** `protocol://host` for a valid Host header, else null. */
export function hostOrigin(protocol: string, host: string | undefined): string | null {
  if (!host || host.length > MAX_HOST_LENGTH) return null;
  const match = HOST.exec(host);
  if (!match) return null;
  const [, ipv6, port] = match;
  if (ipv6 !== undefined && isIP(ipv6) !== 6) return null;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return null;
  const origin = `${protocol === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`;
  // WHATWG URL refuses what the pattern lets through, e.g. 999.999.999.999 (not an IPv4 address).
  return URL.canParse(origin) ? origin : null;
}

/** SITE_URL when configured; else the request's origin, or 400 when its Host is not valid. */
export function publicOrigin(request: FastifyRequest, config: Pick<Config, 'siteUrl' | 'siteUrlConfigured'>): string {
  if (config.siteUrlConfigured) return config.siteUrl;
  const origin = hostOrigin(request.protocol, request.host);
  if (!origin) throw new HttpError(400, INVALID_HOST_MESSAGE);
  return origin;
}
