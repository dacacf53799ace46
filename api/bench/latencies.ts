// Percentiles of measured latencies (ms), nearest-rank, rounded to 0.01 ms.
export interface Latencies {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function latencies(values: number[]): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! : NaN);
  const round = (value: number) => Math.round(value * 100) / 100;
  return { p50: round(at(0.5)), p95: round(at(0.95)), p99: round(at(0.99)), max: round(sorted.at(-1) ?? NaN) };
}
