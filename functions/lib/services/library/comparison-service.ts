import {
  COMPARISON_ERRORS,
  comparisonKeyOf,
  type ComparisonItem,
  type ComparisonList,
  type RecordComparisonPayload,
  type RecordComparisonResponse,
} from '../../../../shared/api/comparisons';
import { DAILY_HISTORY_WRITE_LIMIT } from '../../../../shared/api/history';
import { utcDate } from '../../../../shared/domain/utc-dates';
import {
  claimComparisonKey,
  deleteComparison,
  listComparisons,
  putComparison,
  releaseComparisonKey,
  setComparisonSaved,
} from '../../data/comparison-repository';
import { consumeDailyUsage } from '../../data/daily-usage-repository';
import type { Db } from '../../data/db';
import type { AuthContext } from '../../caller';
import { DomainError } from '../../errors';
import { callerPlan } from '../billing/plan-service';
import { HISTORY_WRITE_REFUSAL } from './restaurant-history-service';
import * as clock from '../../clock';

/**
 * /me/comparisons (product-rules §7.1 comparison list, product-rules §7.4 comparison history). Recording needs the
 * comparison tool (pro, premium) and at most the plan's capacity (pro 2, premium 3); the schema
 * already asks for 2 or more distinct restaurants. Whether to record is one conditional write (the
 * key must differ from the last recorded one); recorded comparisons share the generous daily
 * history-write cap against scripts filling the table. Lists, save and delete only ever touch the
 * caller's own items.
 */
export interface ComparisonDeps {
  db: Db;
  /** DAILY_HISTORY_WRITE_LIMIT unless a test sets another. */
  dailyLimit?: number;
  now?: () => Date;
}

const nowOf = (deps: ComparisonDeps) => deps.now?.() ?? clock.now();
const notFound = () => new DomainError('not-found', 'COMPARISON_NOT_FOUND', COMPARISON_ERRORS.COMPARISON_NOT_FOUND);

export async function recordComparison(deps: ComparisonDeps, caller: AuthContext, request: RecordComparisonPayload): Promise<RecordComparisonResponse> {
  const now = nowOf(deps);
  const { limits } = await callerPlan(deps.db, caller.userId);
  if (!limits.comparisonTool) throw new DomainError('forbidden', 'COMPARISON_TOOL_REQUIRED', COMPARISON_ERRORS.COMPARISON_TOOL_REQUIRED);
  if (request.restaurants.length > limits.comparisonCapacity) {
    throw new DomainError('forbidden', 'COMPARISON_CAPACITY', COMPARISON_ERRORS.COMPARISON_CAPACITY(limits.comparisonCapacity));
  }
  const key = comparisonKeyOf(request.restaurants.map((r) => r.id));
  if (!(await claimComparisonKey(deps.db, caller.userId, key, now))) return { recorded: false };
  try {
    await consumeDailyUsage(deps.db, caller.userId, utcDate(now), 'historyWrites', deps.dailyLimit ?? DAILY_HISTORY_WRITE_LIMIT, HISTORY_WRITE_REFUSAL);
    return { recorded: true, comparison: await putComparison(deps.db, caller.userId, key, request.restaurants, now) };
  } catch (error) {
    await releaseComparisonKey(deps.db, caller.userId, key).catch(() => undefined);
    throw error;
  }
}

export async function listCallerComparisons(deps: ComparisonDeps, caller: AuthContext): Promise<ComparisonList> {
  return { items: await listComparisons(deps.db, caller.userId, nowOf(deps)) };
}

export async function saveComparison(deps: ComparisonDeps, caller: AuthContext, id: string, saved: boolean): Promise<ComparisonItem> {
  const item = await setComparisonSaved(deps.db, caller.userId, id, saved, nowOf(deps));
  if (!item) throw notFound();
  return item;
}

export async function removeComparison(deps: ComparisonDeps, caller: AuthContext, id: string): Promise<{ deleted: true }> {
  const key = await deleteComparison(deps.db, caller.userId, id, nowOf(deps));
  if (key === undefined) throw notFound();
  // Comparing the same set again after deleting it records it again.
  await releaseComparisonKey(deps.db, caller.userId, key);
  return { deleted: true };
}
