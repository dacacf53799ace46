import { act, renderHook } from '@testing-library/react';
import { analytics, type AnalyticsEvent } from 'mf-shared';
import { usePageViews } from './usePageViews';

let sent: AnalyticsEvent[][];
let previous: ReturnType<typeof analytics.setSink>;
beforeEach(() => {
  sent = [];
  previous = analytics.setSink({ send: (events) => void sent.push(events) });
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  analytics.setSink(previous);
  delete (navigator as { doNotTrack?: string }).doNotTrack;
  delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
});

function navigate(url: string) {
  act(() => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

it('records the first page and every path change, not hash or query changes', async () => {
  renderHook(() => usePageViews());
  navigate('/jobs');
  navigate('/jobs#engineering');
  navigate('/jobs?organization=cfs');
  navigate('/articles/inside-the-build');
  await analytics.flush();
  expect(sent.flat()).toEqual([
    { type: 'page_view', path: '/' },
    { type: 'page_view', path: '/jobs' },
    { type: 'page_view', path: '/articles/inside-the-build' },
  ]);
});

it.each([
  ['Do-Not-Track', () => Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: '1' })],
  ['Global Privacy Control', () => Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: true })],
])('records nothing under %s', async (_name, optOut) => {
  optOut();
  renderHook(() => usePageViews());
  navigate('/jobs');
  await analytics.flush();
  expect(sent).toEqual([]);
});
