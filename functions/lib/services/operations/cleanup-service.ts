import type { Logger } from '@aws-lambda-powertools/logger';
import { addDays, utcDatesBetween } from '../../../../shared/domain/utc-dates';
import type { Db } from '../../data/db';
import { deleteIfDue, dueItemKeys, totalsItemKeys } from '../../data/expiry-index-repository';
import { countTotalFromItems, readTotalsItem, repairTotal, TOTAL_COUNTERS, type TotalCounter } from '../../data/user-totals-repository';
import * as clock from '../../clock';

export interface CleanupSummary {
  /** Items whose expiry was due and that were deleted. */
  deleted: number;
  /** Items listed as due that had been saved or re-saved meanwhile, so were kept. */
  kept: number;
  /** Counters whose stored value differed from the recount and were repaired. */
  reconciled: number;
}

export interface CleanupOptions {
  now?: Date;
  /** How many past days' expiry buckets to look at (catches up after an outage). */
  lookbackDays?: number;
  /** Counters changed more recently than this are skipped (a save may be half done). */
  reconcileGraceSeconds?: number;
  logger?: Logger;
}

export const DEFAULT_LOOKBACK_DAYS = 30;
export const DEFAULT_RECONCILE_GRACE_SECONDS = 15 * 60;

/** The scheduled job: delete what is due, then recount every counter item and fix drift. */
export async function runCleanup(db: Db, options: CleanupOptions = {}): Promise<CleanupSummary> {
  const now = options.now ?? clock.now();
  const summary: CleanupSummary = { deleted: 0, kept: 0, reconciled: 0 };
  await deleteDueItems(db, now, options.lookbackDays ?? DEFAULT_LOOKBACK_DAYS, summary);
  await reconcileTotals(db, now, options.reconcileGraceSeconds ?? DEFAULT_RECONCILE_GRACE_SECONDS, summary, options.logger);
  return summary;
}

async function deleteDueItems(db: Db, now: Date, lookbackDays: number, summary: CleanupSummary): Promise<void> {
  for (const date of utcDatesBetween(addDays(now, -lookbackDays), now)) {
    for await (const page of dueItemKeys(db, date, now)) {
      const results = await Promise.all(page.map((key) => deleteIfDue(db, key, now)));
      for (const deleted of results) {
        if (deleted) summary.deleted++;
        else summary.kept++;
      }
    }
  }
}

async function reconcileTotals(db: Db, now: Date, graceSeconds: number, summary: CleanupSummary, logger?: Logger): Promise<void> {
  const settledBefore = now.getTime() - graceSeconds * 1000;
  for await (const page of totalsItemKeys(db)) {
    for (const key of page) {
      const stored = await readTotalsItem(db, key);
      if (!stored) continue;
      if (stored.updatedAt && Date.parse(stored.updatedAt) > settledBefore) continue;
      for (const counter of Object.keys(TOTAL_COUNTERS) as TotalCounter[]) {
        const actual = await countTotalFromItems(db, stored.userId, counter, now);
        if (actual === stored.totals[counter]) continue;
        if (await repairTotal(db, key, counter, actual, stored.updatedAt, now)) {
          summary.reconciled++;
          logger?.warn('Counter drift repaired', { userId: stored.userId, counter, stored: stored.totals[counter], actual });
          // The guard value changed with the repair; re-read before repairing the next counter.
          const fresh = await readTotalsItem(db, key);
          if (fresh) Object.assign(stored, fresh);
        }
      }
    }
  }
}
