// Relative on purpose: the comparison's unit tests load this under plain tsx, which knows no `@shared` alias.
import type { RestaurantSnapshot } from '../../../shared/api/history';
import type { AllergenScanResult } from '../../../shared/domain/allergen-scan';

/**
 * A restaurant in the comparison list: a search result (which carries its scan, pros and cons) or
 * a history snapshot (which does not).
 */
export type ComparedRestaurant = RestaurantSnapshot & {
  allergyInfo?: AllergenScanResult;
  pros?: string[];
  cons?: string[];
};

/**
 * What History's View Comparison Again hands to /comparison (product-rules §9.1): the restaurants and
 * fromHistory. Here because history writes it and the comparison reads it.
 */
export interface ComparisonNavState {
  restaurants: ComparedRestaurant[];
  fromHistory: true;
}
