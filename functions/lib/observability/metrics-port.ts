import type { Metric } from './metric-names';

/**
 * The metrics port: services count what happened; the adapter (powertools-metrics.ts) writes it as
 * CloudWatch EMF. Counting never throws and never waits: a metric is not worth a failed request.
 */
export interface MetricsPort {
  count(metric: Metric, value?: number): void;
}

/** For callers and tests that do not measure. */
export const noMetrics: MetricsPort = { count: () => undefined };

/** Keeps what was counted, for unit tests. */
export function recordingMetrics(): MetricsPort & { counted: { metric: Metric; value: number }[]; total(name: Metric['name']): number } {
  const counted: { metric: Metric; value: number }[] = [];
  return {
    counted,
    count: (metric, value = 1) => void counted.push({ metric, value }),
    total: (name) => counted.filter((c) => c.metric.name === name).reduce((sum, c) => sum + c.value, 0),
  };
}
