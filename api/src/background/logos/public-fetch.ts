// The logo job's only way out to the network: GET of an organization's own site, never an open
// fetcher (issue 21, item 3; the SSRF rules).
//
// - https only; a redirect is followed by hand (at most MAX_REDIRECTS) and only within the site's
//   registrable domain (tldts, with the private suffixes: two *.github.io sites are two sites).
// - Every address a host name resolves to must be public unicast (ipaddr.js ranges): no private,
//   loopback, link-local, carrier-grade NAT, multicast, reserved, or IPv4 hidden in IPv6
//   (mapped, 6to4, NAT64, Teredo). The check runs inside the socket's own DNS lookup, so the
//   address connected to is the one checked (no rebinding between check and connect); an IP
//   literal, which is never looked up, is checked before the request.
// - A time limit per request and a size cap on the body (HTML is cut at its cap and parsed as far
//   as it goes: the icons are in <head>; an image over its cap is refused).
// - allowHosts (LOGO_FETCH_ALLOW_HOSTS, tests' local stub site): those hosts may be private and
//   use http; nothing else changes.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { getDomain } from 'tldts';

const MAX_REDIRECTS = 3;

interface ResolvedAddress {
  address: string;
  family: number;
}

/** A DNS resolver: every address of a host name (tests make a name resolve where they want). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

export interface PublicFetchPolicy {
  /** Hosts exempt from the public-address and https rules (lower case). */
  allowHosts: readonly string[];
  resolve: Resolver;
  timeoutMs: number;
}

/** Why a fetch was refused or failed: the message is what staff read as the last failure. */
export class LogoFetchError extends Error {}

/** Whether an address is public unicast (what a site on the internet has). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** The host of a URL as resolved and compared: lower case, IPv6 without brackets. */
export const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');

/** The registrable domain of a host (example.com for www.example.com); an IP or a single label stands for itself. */
export function siteOf(host: string): string {
  if (net.isIP(host)) return host;
  return getDomain(host, { allowPrivateDomains: true }) ?? host;
}

/** Whether `url` may be fetched for the site `site` (a registrable domain): scheme and host, before any DNS. */
export function urlProblem(url: URL, site: string, policy: PublicFetchPolicy): string | null {
  const host = hostOf(url);
  const allowed = policy.allowHosts.includes(host);
  if (siteOf(host) !== site) return `Not the organization's own site: ${url.host}`;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowed)) return `Only https is fetched: ${url.href}`;
  if (url.username || url.password) return `An address with credentials is not fetched: ${url.origin}`;
  if (net.isIP(host) && !allowed && !isPublicAddress(host)) return `Not a public address: ${host}`;
  return null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/** The socket's DNS lookup: resolves through the policy and refuses the host unless every address is public. */
function checkedLookup(policy: PublicFetchPolicy) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    const host = hostname.toLowerCase();
    policy.resolve(host).then(
      (addresses) => {
        const wanted = addresses.filter((entry) => !options.family || entry.family === options.family);
        if (wanted.length === 0) return callback(Object.assign(new Error(`No address for ${host}`), { code: 'ENOTFOUND' }), '');
        if (!policy.allowHosts.includes(host)) {
          const refused = wanted.find((entry) => !isPublicAddress(entry.address));
          if (refused) return callback(new LogoFetchError(`Not a public address: ${host} resolves to ${refused.address}`), '');
        }
        if (options.all) callback(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

export interface FetchedBody {
  /** Where the body came from, after redirects. */
  url: URL;
  contentType: string;
  body: Buffer;
  /** The body was cut at the cap (only with truncate). */
  truncated: boolean;
}

interface OneAnswer {
  status: number;
  location: string | null;
  contentType: string;
  body: Buffer;
  truncated: boolean;
}

function requestOnce(url: URL, policy: PublicFetchPolicy, maxBytes: number, truncate: boolean, signal: AbortSignal): Promise<OneAnswer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<OneAnswer>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        lookup: checkedLookup(policy) as unknown as typeof dns.lookup,
        signal,
        timeout: policy.timeoutMs,
        headers: {
          accept: 'text/html,application/xhtml+xml,image/*;q=0.9,*/*;q=0.5',
          'user-agent': 'FusionDirectoryLogoFetcher/1.0 (+logo of an organization listed in the directory)',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const contentType = String(response.headers['content-type'] ?? '');
        if (status >= 300 && status < 400) {
          response.resume();
          resolve({ status, location: response.headers.location ?? null, contentType, body: Buffer.alloc(0), truncated: false });
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (!truncate && Number.isFinite(declared) && declared > maxBytes) {
          response.destroy();
          reject(new LogoFetchError(`Larger than ${maxBytes} bytes: ${url.href}`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        let done = false;
        const finish = (truncated: boolean) => {
          if (done) return;
          done = true;
          resolve({ status, location: null, contentType, body: Buffer.concat(chunks, Math.min(size, maxBytes)), truncated });
        };
        response.on('data', (chunk: Buffer) => {
          if (done) return;
          size += chunk.length;
          chunks.push(chunk);
          if (size <= maxBytes) return;
          response.destroy();
          if (truncate) finish(true);
          else {
            done = true;
            reject(new LogoFetchError(`Larger than ${maxBytes} bytes: ${url.href}`));
          }
        });
        response.on('end', () => finish(false));
        response.on('error', (error) => {
          if (!done) reject(error);
        });
      },
    );
    request.on('timeout', () => request.destroy(new LogoFetchError(`No answer within ${policy.timeoutMs} ms: ${url.href}`)));
    request.on('error', reject);
    request.end();
  });
}

/** A readable reason for a failed request (DNS, TLS, refused…). */
function describe(error: unknown, url: URL): LogoFetchError {
  if (error instanceof LogoFetchError) return error;
  const { name, code, message } = error as NodeJS.ErrnoException;
  if (name === 'AbortError') return new LogoFetchError(`Stopped (time limit or shutdown): ${url.href}`);
  return new LogoFetchError(`${code ?? message}: ${url.href}`);
}

/**
 * GET `url`, following redirects within `site`; a 2xx answer's body up to maxBytes. Throws
 * LogoFetchError for every refusal and failure.
 */
export async function fetchFromSite(
  start: URL,
  site: string,
  policy: PublicFetchPolicy,
  { maxBytes, truncate = false, signal }: { maxBytes: number; truncate?: boolean; signal: AbortSignal },
): Promise<FetchedBody> {
  let url = start;
  for (let hop = 0; ; hop++) {
    const problem = urlProblem(url, site, policy);
    if (problem) throw new LogoFetchError(problem);
    const timeLimit = AbortSignal.timeout(policy.timeoutMs);
    const answer = await requestOnce(url, policy, maxBytes, truncate, AbortSignal.any([signal, timeLimit])).catch((error: unknown) => {
      throw timeLimit.aborted && !signal.aborted
        ? new LogoFetchError(`No answer within ${policy.timeoutMs} ms: ${url.href}`)
        : describe(error, url);
    });
    if (answer.location !== null) {
      if (hop >= MAX_REDIRECTS) throw new LogoFetchError(`More than ${MAX_REDIRECTS} redirects: ${start.href}`);
      const next = URL.parse(answer.location, url.href);
      if (!next) throw new LogoFetchError(`A redirect to an invalid address: ${url.href}`);
      url = next;
      continue;
    }
    if (answer.status < 200 || answer.status >= 300) throw new LogoFetchError(`HTTP ${answer.status}: ${url.href}`);
    return { url, contentType: answer.contentType, body: answer.body, truncated: answer.truncated };
  }
}
