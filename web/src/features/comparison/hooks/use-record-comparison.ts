import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { comparisonKeyOf } from '@shared/api/comparisons';
import { toRestaurantSnapshot } from '@shared/api/history';
import { queryKeys } from '@/lib/query-keys';
import { recordCompared, recordComparison } from '../api/comparison-api';
import { comparedSnapshotOf } from '../compared-verdict';
import type { ComparedRestaurant } from '../comparison-list';
import { shouldRecordComparison } from '../comparison-record';
import { comparisonStore } from '../comparison-store';

/** The fields restaurant history keeps (search results carry more: scan, pros, cons, photos' sizes). */
const snapshotOf = (r: ComparedRestaurant) => toRestaurantSnapshot(r as Parameters<typeof toRestaurantSnapshot>[0]);

/**
 * Saves the comparison shown to history (product-rules §7.4): only with 2 or more restaurants and a key
 * different from the last saved one; each restaurant is also recorded as compared. Silent on
 * failure (product-rules §7.4: "Failed to save comparison history (silently ignored)"). Not from history.
 */
export function useRecordComparison(userId: string | null, list: readonly ComparedRestaurant[], enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || !userId || !shouldRecordComparison(list, comparisonStore.lastKey(userId))) return;
    const snapshots = list.map(snapshotOf);
    const previous = comparisonStore.lastKey(userId);
    // Taken before the request, so a second render cannot send the same comparison twice.
    comparisonStore.setLastKey(userId, comparisonKeyOf(snapshots.map((r) => r.id)));
    // The comparison keeps each card's verdict; restaurant history keeps the snapshot alone.
    const saving = recordComparison(list.map(comparedSnapshotOf)).catch(() => {
      comparisonStore.setLastKey(userId, previous);
    });
    void Promise.allSettled([saving, ...snapshots.map(recordCompared)]).then(() =>
      queryClient.invalidateQueries({ queryKey: queryKeys.history(userId) }),
    );
  }, [enabled, userId, list, queryClient]);
}
