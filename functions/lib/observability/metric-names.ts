import type { RiskLevel } from '../../../shared/domain/allergen-scan/types';

/**
 * The application metrics (namespace `Forksure`, dimension `service: forksure` on every one, so a
 * count from any function lands in the same series; the CDK alarms and dashboard read these names).
 * Dimensions are closed vocabularies only (a risk level, a limit's code, an event type we handle):
 * never a user's id, email, allergy or token.
 */
export const METRICS_NAMESPACE = 'Forksure';
export const METRICS_SERVICE = 'forksure';

/** What asked the model: a generated menu or a review analysis. */
export type AiFeature = 'menu' | 'review';

export type Metric =
  /** A search answered (POST /places/search). */
  | { name: 'Searches' }
  /** Places a search answered with, by the scan's risk for the search's lists. */
  | { name: 'ScansByRisk'; risk: RiskLevel }
  /** A 429 for a used-up allowance, by the limit's code (DAILY_SEARCH_LIMIT, GENERATION_LIMIT, ...). */
  | { name: 'LimitRefusals'; limit: string }
  /** A request sent to the model provider (counted once the global budget let it through). */
  | { name: 'AiCalls'; feature: AiFeature }
  /** An answer from the offline generator or keyword summary instead of the model (budget used up, or the model failed). */
  | { name: 'AiFallbacks'; feature: AiFeature }
  /** A model call refused by the deployment's daily budget (product-rules §2.7). */
  | { name: 'AiBudgetRefusals'; feature: AiFeature }
  /** A verified Stripe event, by type (types we do not handle count as `other`). */
  | { name: 'WebhookEvents'; eventType: string }
  | { name: 'WebhookSignatureFailures' }
  | { name: 'CleanupRuns' }
  | { name: 'CleanupFailures' }
  | { name: 'CleanupItemsRemoved' };

export type MetricName = Metric['name'];

/** Every metric name, for the dashboard and the tests (a name the union gains must be listed here). */
export const METRIC_NAMES = [
  'Searches',
  'ScansByRisk',
  'LimitRefusals',
  'AiCalls',
  'AiFallbacks',
  'AiBudgetRefusals',
  'WebhookEvents',
  'WebhookSignatureFailures',
  'CleanupRuns',
  'CleanupFailures',
  'CleanupItemsRemoved',
] as const satisfies readonly MetricName[];
