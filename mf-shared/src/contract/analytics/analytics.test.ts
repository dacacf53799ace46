import { useAuthStore } from '../auth/store';
import {
  analytics,
  ANALYTICS_EVENTS_URL,
  createAnalytics,
  createFetchSink,
  isTrackingAllowed,
  pathOnly,
  type AnalyticsEvent,
  type AnalyticsSink,
} from './analytics';

function recordingSink() {
  const batches: AnalyticsEvent[][] = [];
  const sink: AnalyticsSink = { send: (events) => void batches.push(events) };
  return { sink, batches };
}

const JOB = { Company: 'Commonwealth Fusion Systems', 'Job Title': 'Magnet Engineer', 'Job Tag': '⚙️ Engineering' };

afterEach(() => {
  jest.useRealTimers();
});

describe('isTrackingAllowed', () => {
  it('allows tracking by default in a browser', () => {
    expect(isTrackingAllowed({}, {})).toBe(true);
    expect(isTrackingAllowed({ doNotTrack: '0', globalPrivacyControl: false }, {})).toBe(true);
  });

  it('honours Do-Not-Track in any of its spellings', () => {
    expect(isTrackingAllowed({ doNotTrack: '1' }, {})).toBe(false);
    expect(isTrackingAllowed({ doNotTrack: 'yes' }, {})).toBe(false);
    expect(isTrackingAllowed({ msDoNotTrack: '1' }, {})).toBe(false);
    expect(isTrackingAllowed({}, { doNotTrack: '1' })).toBe(false);
  });

  it('honours Global Privacy Control', () => {
    expect(isTrackingAllowed({ globalPrivacyControl: true }, {})).toBe(false);
  });

  it('records nothing outside a browser', () => {
    expect(isTrackingAllowed(null, null)).toBe(false);
  });
});

describe('pathOnly', () => {
  it('drops the query and hash (they may hold tokens or emails) and the origin', () => {
    expect(pathOnly('/reset-password?hash=1-abc&email=a@b.org')).toBe('/reset-password');
    expect(pathOnly('/jobs#engineering')).toBe('/jobs');
    expect(pathOnly('https://site.example/articles/x?utm=1')).toBe('/articles/x');
    expect(pathOnly('')).toBe('/');
  });
});

describe('createAnalytics', () => {
  it('batches page views and job clicks and sends them after the flush delay', () => {
    jest.useFakeTimers();
    const { sink, batches } = recordingSink();
    const tracker = createAnalytics({ sink, isAllowed: () => true, flushDelayMs: 2000 });
    tracker.pageView('/jobs?search=x');
    tracker.jobClick(JOB, '/jobs');
    expect(batches).toHaveLength(0);
    jest.advanceTimersByTime(1999);
    expect(batches).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(batches).toEqual([
      [
        { type: 'page_view', path: '/jobs' },
        { type: 'job_click', path: '/jobs', properties: JOB },
      ],
    ]);
  });

  it('sends a full batch at once', () => {
    const { sink, batches } = recordingSink();
    const tracker = createAnalytics({ sink, isAllowed: () => true, maxBatch: 3 });
    tracker.pageView('/a');
    tracker.pageView('/b');
    expect(batches).toHaveLength(0);
    tracker.pageView('/c');
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(3);
    expect(tracker.pending()).toHaveLength(0);
  });

  it('sends what is queued when the page is hidden', () => {
    const { sink, batches } = recordingSink();
    const tracker = createAnalytics({ sink, isAllowed: () => true });
    tracker.pageView('/');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    expect(batches).toEqual([[{ type: 'page_view', path: '/' }]]);
  });

  it('records nothing when the visitor asked not to be tracked (DNT / GPC)', async () => {
    const { sink, batches } = recordingSink();
    const tracker = createAnalytics({ sink, isAllowed: () => false });
    tracker.pageView('/');
    tracker.jobClick(JOB);
    await tracker.flush();
    expect(tracker.pending()).toHaveLength(0);
    expect(batches).toHaveLength(0);
  });

  it('reads DNT from the browser by default', async () => {
    const { sink, batches } = recordingSink();
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: '1' });
    try {
      const tracker = createAnalytics({ sink });
      tracker.pageView('/');
      await tracker.flush();
      expect(batches).toHaveLength(0);
    } finally {
      delete (navigator as { doNotTrack?: string }).doNotTrack;
    }
  });

  it('clips long job fields', () => {
    const { sink } = recordingSink();
    const tracker = createAnalytics({ sink, isAllowed: () => true });
    tracker.jobClick({ ...JOB, 'Job Title': 'x'.repeat(500) }, '/jobs');
    const [event] = tracker.pending();
    expect(event?.type === 'job_click' && event.properties['Job Title']).toHaveLength(200);
  });

  it('the shared instance can be pointed at another sink', async () => {
    const { sink, batches } = recordingSink();
    const previous = analytics.setSink(sink);
    try {
      analytics.pageView('/about');
      await analytics.flush();
      expect(batches).toEqual([[{ type: 'page_view', path: '/about' }]]);
    } finally {
      analytics.setSink(previous);
    }
  });
});

describe('createFetchSink', () => {
  it('POSTs the batch as JSON with keepalive and the CSRF header from the auth store', async () => {
    useAuthStore.setState({ csrf: 'token-123' });
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 204 });
    const sink = createFetchSink({ fetch: fetchMock });
    await sink.send([{ type: 'page_view', path: '/' }]);
    expect(fetchMock).toHaveBeenCalledWith(ANALYTICS_EVENTS_URL, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-CSRFToken': 'token-123' },
      body: JSON.stringify({ events: [{ type: 'page_view', path: '/' }] }),
    });
  });

  it('swallows network failures and sends nothing for an empty batch', async () => {
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const sink = createFetchSink({ fetch: fetchMock });
    await expect(sink.send([{ type: 'page_view', path: '/' }])).resolves.toBeUndefined();
    await sink.send([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
