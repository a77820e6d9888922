// Relative on purpose: this module's unit test runs under plain tsx, which knows no `@shared` alias.
import { COMPARISON_MIN_RESTAURANTS, comparisonKeyOf } from '../../../../shared/api/comparisons';

/**
 * product-rules §7.4: a comparison is saved to history only with 2 or more restaurants and a key (sorted ids
 * joined by commas) different from the last saved key. The server checks the key again.
 */
export function shouldRecordComparison(list: readonly { id: string }[], lastKey: string | null): boolean {
  return list.length >= COMPARISON_MIN_RESTAURANTS && comparisonKeyOf(list.map((r) => r.id)) !== lastKey;
}
