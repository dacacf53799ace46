// The part of autocannon 9's programmatic API the page benchmark uses (the package ships no types;
// this avoids adding @types/autocannon for a handful of fields).
declare module 'autocannon' {
  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
  }
  interface AutocannonRequest extends RequestParams {
    /** Called before each request made from this entry; returns the request to send. */
    setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    /** Headers of every request. */
    headers?: Record<string, string>;
    requests?: AutocannonRequest[];
  }
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  /** The running load: a promise of the result that also emits per-response events. */
  interface Instance extends Promise<Result> {
    /** responseTime in milliseconds (fractional). */
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): this;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
