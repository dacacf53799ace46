// First-party analytics: see ./analytics.ts.
export {
  analytics,
  createAnalytics,
  createFetchSink,
  isTrackingAllowed,
  ANALYTICS_EVENTS_URL,
  ANALYTICS_FLUSH_DELAY_MS,
  ANALYTICS_MAX_BATCH,
} from './analytics';
export type { Analytics, AnalyticsEvent, AnalyticsOptions, AnalyticsSink, FetchSinkOptions, JobClickProperties } from './analytics';
