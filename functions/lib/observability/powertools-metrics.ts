import { appendFileSync } from 'node:fs';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS_NAMESPACE, METRICS_SERVICE } from './metric-names';
import type { MetricsPort } from './metrics-port';

/**
 * The metrics port on Powertools Metrics: each count is one CloudWatch EMF line, written at once
 * (no flush middleware to forget, nothing lost when a handler throws). In Lambda the line goes to
 * stdout, where CloudWatch turns it into the metric. Locally `METRICS_FILE` (the local runtime sets
 * `<data dir>/metrics.jsonl`) receives the same lines, so `npm start`'s terminal stays readable.
 * `POWERTOOLS_METRICS_DISABLED=true` turns counting off.
 */
export function powertoolsMetrics(env: NodeJS.ProcessEnv = process.env): MetricsPort {
  const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE });
  const file = env.METRICS_FILE;
  const disabled = env.POWERTOOLS_METRICS_DISABLED?.trim().toLowerCase() === 'true';
  const write = file ? (line: string) => appendFileSync(file, `${line}\n`) : (line: string) => process.stdout.write(`${line}\n`);
  return {
    count(metric, value = 1) {
      if (disabled) return;
      const { name, ...dimensions } = metric;
      try {
        metrics.addDimensions(dimensions as Record<string, string>);
        metrics.addMetric(name, MetricUnit.Count, value);
        write(JSON.stringify(metrics.serializeMetrics()));
      } catch {
        // A metric that cannot be written (a full disk locally) is lost; the request goes on.
      } finally {
        metrics.clearMetrics();
        metrics.clearDimensions();
      }
    },
  };
}

let containerMetrics: MetricsPort | undefined;

/** The metrics port of this Lambda container. */
export function defaultMetrics(): MetricsPort {
  containerMetrics ??= powertoolsMetrics();
  return containerMetrics;
}
