// Display helpers the directory's pages share: places, and the links a record may carry.
import { formatMoney, isSitePath } from 'mf-shared/kit';

interface Place {
  city?: string | null;
  region?: string | null;
  country?: string | null;
}

/** 'Cambridge, Massachusetts, United States' — empty parts are skipped. */
export function formatPlace({ city, region, country }: Place): string {
  return [city, region, country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** Only http(s) links leave the site: anything else (javascript:, data:, garbage) is dropped. */
export function safeExternalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** 'www.example.com/path' for a link's visible text. */
export function displayHost(url: string): string {
  const parsed = new URL(url);
  const path = parsed.pathname === '/' ? '' : parsed.pathname;
  return `${parsed.host}${path}`;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A mailto: link for a well-formed address, or null. */
export function mailtoUrl(email: string | null | undefined): string | null {
  const trimmed = email?.trim();
  return trimmed && EMAIL_PATTERN.test(trimmed) ? `mailto:${trimmed}` : null;
}

/** Site-internal paths only (e.g. '/supply-chain#magnets'); '//host', '/\\host', '/.//host' are refused. */
export function safeInternalPath(path: string | null | undefined): string | null {
  return isSitePath(path) ? path : null;
}

/** A funding total: 'undisclosed' when rounds were received but none has a USD figure, never $0 (issue 23 §1). */
export function formatFundingTotal(usd: number, undisclosed: boolean | undefined): string {
  return undisclosed ? 'undisclosed' : formatMoney(usd);
}
