// First-party analytics (docs/product/shell.md §9: 'A page view is recorded on the first page and on every change of
// path; a click on a job is recorded'). One queue per page (the contract is a singleton): the shell records a
// page view on every path change, areas record job clicks. Events go to a pluggable sink; the
// default sink batches them to our own API (POST /api/v1/analytics/events) with fetch
// keepalive and the CSRF header. No cookie is set and nothing personal is sent: the path
// (never the query or hash) and, for a job click, the company, job title and job tag.
// Do-Not-Track and Global Privacy Control turn it off (the privacy policy says so).
import { useAuthStore } from '../auth/store';

export const ANALYTICS_EVENTS_URL = '/api/v1/analytics/events';
/** Events wait this long for company before a batch is sent. */
export const ANALYTICS_FLUSH_DELAY_MS = 2000;
/** A batch never holds more (the API accepts up to 50). */
export const ANALYTICS_MAX_BATCH = 20;

/** docs/product/api.md §2 "Job click event: Company, Job Title, Job Tag". */
export interface JobClickProperties {
  Company: string;
  'Job Title': string;
  'Job Tag': string;
}

export type AnalyticsEvent = { type: 'page_view'; path: string } | { type: 'job_click'; path: string; properties: JobClickProperties };

/** Where batches of events go. */
export interface AnalyticsSink {
  send(events: AnalyticsEvent[]): void | Promise<void>;
}

interface PrivacyNavigator {
  doNotTrack?: string | null;
  msDoNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/**
 * False when the visitor asked not to be tracked: Do-Not-Track ('1' or 'yes') or Global Privacy
 * Control. Also false outside a browser (server renders record nothing).
 */
export function isTrackingAllowed(
  nav: PrivacyNavigator | null = typeof navigator === 'undefined' ? null : (navigator as PrivacyNavigator),
  win: { doNotTrack?: string | null } | null = typeof window === 'undefined' ? null : (window as { doNotTrack?: string | null }),
): boolean {
  if (!nav) return false;
  const dnt = [nav.doNotTrack, nav.msDoNotTrack, win?.doNotTrack];
  if (dnt.some((value) => value === '1' || value === 'yes')) return false;
  return nav.globalPrivacyControl !== true;
}

/** The path of a URL or path, without query and hash (they may hold tokens or emails). */
export function pathOnly(pathOrUrl: string): string {
  const path = pathOrUrl.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split(/[?#]/)[0] || '/';
  return path.startsWith('/') ? path.slice(0, 300) : `/${path}`.slice(0, 300);
}

export interface FetchSinkOptions {
  url?: string;
  /** The X-CSRFToken value (default: the auth store's csrf). */
  getCsrfToken?: () => string;
  fetch?: typeof fetch;
}

/**
 * The default sink: POST { events } as JSON with keepalive (a batch sent while the page is
 * closing still arrives), same-origin credentials and X-CSRFToken. Failures are dropped
 * quietly: analytics must never disturb a visit.
 */
export function createFetchSink(options: FetchSinkOptions = {}): AnalyticsSink {
  const url = options.url ?? ANALYTICS_EVENTS_URL;
  const getCsrfToken = options.getCsrfToken ?? (() => useAuthStore.getState().csrf);
  return {
    async send(events) {
      const send = options.fetch ?? (typeof fetch === 'undefined' ? undefined : fetch);
      if (!send || events.length === 0) return;
      try {
        await send(url, {
          method: 'POST',
          keepalive: true,
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json', 'X-CSRFToken': getCsrfToken() },
          body: JSON.stringify({ events }),
        });
      } catch {
        // Offline, blocked by an extension, page gone: nothing to do.
      }
    },
  };
}

export interface AnalyticsOptions {
  sink?: AnalyticsSink;
  /** Default: isTrackingAllowed() (DNT / GPC), asked at every event. */
  isAllowed?: () => boolean;
  flushDelayMs?: number;
  maxBatch?: number;
}

export interface Analytics {
  /** Records a page view of `path` (query and hash are dropped). */
  pageView(path: string): void;
  /** Records a click on a job (docs/product/content.md §5). */
  jobClick(properties: JobClickProperties, path?: string): void;
  /** Sends what is queued now. */
  flush(): Promise<void>;
  /** Replaces the sink (tests, another backend); returns the previous one. */
  setSink(sink: AnalyticsSink): AnalyticsSink;
  /** Events waiting to be sent. */
  pending(): readonly AnalyticsEvent[];
}

const clip = (text: string, max = 200) => String(text ?? '').slice(0, max);

export function createAnalytics(options: AnalyticsOptions = {}): Analytics {
  let sink = options.sink ?? createFetchSink();
  const isAllowed = options.isAllowed ?? (() => isTrackingAllowed());
  const flushDelayMs = options.flushDelayMs ?? ANALYTICS_FLUSH_DELAY_MS;
  const maxBatch = options.maxBatch ?? ANALYTICS_MAX_BATCH;
  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let listening = false;

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (queue.length === 0) return Promise.resolve();
    const batch = queue;
    queue = [];
    return Promise.resolve(sink.send(batch)).catch(() => {});
  }

  /** Hidden or closing page: send now, keepalive carries the request past the unload. */
  function listenForPageExit() {
    if (listening || typeof document === 'undefined' || typeof window === 'undefined') return;
    listening = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void flush();
    });
    window.addEventListener('pagehide', () => void flush());
  }

  function enqueue(event: AnalyticsEvent) {
    if (!isAllowed()) return;
    listenForPageExit();
    queue.push(event);
    if (queue.length >= maxBatch) {
      void flush();
      return;
    }
    if (!timer) timer = setTimeout(() => void flush(), flushDelayMs);
  }

  const currentPath = () => (typeof window === 'undefined' ? '/' : window.location.pathname);

  return {
    pageView(path) {
      enqueue({ type: 'page_view', path: pathOnly(path) });
    },
    jobClick(properties, path = currentPath()) {
      enqueue({
        type: 'job_click',
        path: pathOnly(path),
        properties: {
          Company: clip(properties.Company),
          'Job Title': clip(properties['Job Title']),
          'Job Tag': clip(properties['Job Tag']),
        },
      });
    },
    flush,
    setSink(next) {
      const previous = sink;
      sink = next;
      return previous;
    },
    pending: () => queue,
  };
}

/** The page's analytics (one per page: mf-shared's contract is a federation singleton). */
export const analytics: Analytics = createAnalytics();
