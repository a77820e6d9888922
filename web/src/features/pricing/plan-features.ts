import { PLAN_LIMITS, type Tier } from '@shared/domain/plans';

/** A line on a plan card: a key under `pricing:features` plus interpolation values. */
export interface FeatureLine {
  key: string;
  values?: Record<string, number>;
}

const free = PLAN_LIMITS.free;
const pro = PLAN_LIMITS.pro;
const premium = PLAN_LIMITS.premium;

/** Included and excluded features per plan, as product-rules §2.4 "/current-plan and /pricing" lists them. */
export const PLAN_FEATURES: Record<Tier, { included: FeatureLine[]; excluded: FeatureLine[] }> = {
  free: {
    included: [
      { key: 'basicSearch' },
      { key: 'locationResults' },
      { key: 'dietaryFilters' },
      { key: 'basicAllergenAlerts' },
      { key: 'scrapesPerDay', values: { count: free.dailyRestaurantScrapes } },
      { key: 'savedTotal', values: { count: free.maxSavedRestaurants } },
    ],
    excluded: [{ key: 'comparisonTool' }, { key: 'customerReviews' }, { key: 'aiProsCons' }, { key: 'smartTagging' }, { key: 'unlimitedScraping' }],
  },
  pro: {
    included: [
      { key: 'everythingInFree' },
      { key: 'scrapesPerDay', values: { count: pro.dailyRestaurantScrapes } },
      { key: 'savedTotal', values: { count: pro.maxSavedRestaurants } },
      { key: 'comparisonOf', values: { count: pro.comparisonCapacity } },
      { key: 'customerReviews' },
    ],
    excluded: [
      { key: 'unlimitedScrapes' },
      { key: 'unlimitedSaves' },
      { key: 'comparisonOf', values: { count: premium.comparisonCapacity } },
      { key: 'aiProsCons' },
      { key: 'smartTagging' },
    ],
  },
  premium: {
    included: [
      { key: 'everythingInPro' },
      { key: 'unlimitedScrapes' },
      { key: 'unlimitedSaves' },
      { key: 'comparisonOf', values: { count: premium.comparisonCapacity } },
      { key: 'aiProsCons' },
      { key: 'smartTagging' },
    ],
    excluded: [],
  },
};
