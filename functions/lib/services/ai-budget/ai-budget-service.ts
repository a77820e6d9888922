import { utcDate } from '../../../../shared/domain/utc-dates';
import { takeAiBudgetUnit } from '../../data/ai-budget-repository';
import type { Db } from '../../data/db';
import type { AiFeature } from '../../observability/metric-names';
import { noMetrics, type MetricsPort } from '../../observability/metrics-port';
import * as clock from '../../clock';
import { aiDailyCallCap } from './ai-daily-cap';

/**
 * The deployment's daily budget of model calls (product-rules §2.7), asked before every call to the
 * model, after the caller's own allowance. Counts `AiCalls` when the call may go ahead and
 * `AiBudgetRefusals` when it may not (the caller then answers offline and counts the fallback).
 */
export interface AiBudgetDeps {
  db: Db;
  metrics?: MetricsPort;
  now?: () => Date;
  /** Calls a day; AI_DAILY_CALL_CAP unless a test sets another. */
  cap?: number;
}

/**
 * Days this container found used up, per table: counts never go down during a day, so the answer
 * stays "no" until the date changes, and later calls of the day skip the shards' writes.
 */
const usedUpDays = new WeakMap<Db, string>();

export async function takeAiCall(deps: AiBudgetDeps, feature: AiFeature): Promise<boolean> {
  const metrics = deps.metrics ?? noMetrics;
  const cap = deps.cap ?? aiDailyCallCap();
  const date = utcDate(deps.now?.() ?? clock.now());
  const day = `${date}#${cap}`;
  const usedUp = usedUpDays.get(deps.db) === day || !(await takeAiBudgetUnit(deps.db, date, cap));
  if (usedUp) {
    usedUpDays.set(deps.db, day);
    metrics.count({ name: 'AiBudgetRefusals', feature });
    return false;
  }
  metrics.count({ name: 'AiCalls', feature });
  return true;
}
