/**
 * Plans, prices and limits: the single source for the server's enforcement and the web's display.
 * -1 means unlimited, as in the specification's plan limits object.
 */

export const TIERS = ['free', 'pro', 'premium'] as const;
export type Tier = (typeof TIERS)[number];

export const UNLIMITED = -1;

export interface PlanLimits {
  dailyRestaurantScrapes: number;
  maxSavedRestaurants: number;
  /** How many restaurants fit in one comparison; 0 means no comparison tool. */
  comparisonCapacity: number;
  comparisonTool: boolean;
  canCreateTags: boolean;
  aiAnalysis: boolean;
  customerReviews: boolean;
  advancedFilters: boolean;
  exclusiveDiscounts: boolean;
  prioritySupport: boolean;
  detailedCalories: boolean;
}

export const PLAN_LIMITS: Record<Tier, PlanLimits> = {
  free: {
    dailyRestaurantScrapes: 5,
    maxSavedRestaurants: 5,
    comparisonCapacity: 0,
    comparisonTool: false,
    canCreateTags: false,
    aiAnalysis: false,
    customerReviews: false,
    advancedFilters: false,
    exclusiveDiscounts: false,
    prioritySupport: false,
    detailedCalories: true,
  },
  pro: {
    dailyRestaurantScrapes: 15,
    maxSavedRestaurants: 20,
    comparisonCapacity: 2,
    comparisonTool: true,
    canCreateTags: false,
    aiAnalysis: false,
    customerReviews: true,
    advancedFilters: true,
    exclusiveDiscounts: false,
    prioritySupport: false,
    detailedCalories: true,
  },
  premium: {
    dailyRestaurantScrapes: UNLIMITED,
    maxSavedRestaurants: UNLIMITED,
    comparisonCapacity: 3,
    comparisonTool: true,
    canCreateTags: true,
    aiAnalysis: true,
    customerReviews: true,
    advancedFilters: true,
    exclusiveDiscounts: true,
    prioritySupport: true,
    detailedCalories: true,
  },
};

/** Monthly price in US dollars. */
export const PLAN_PRICE_USD: Record<Tier, number> = { free: 0, pro: 5, premium: 10 };

/** Searches every signed-in user may run per UTC day, whatever the plan. */
export const DAILY_SEARCH_ALLOWANCE = 10;

/** Feedback submissions per UTC day. */
export const DAILY_FEEDBACK_ALLOWANCE = 3;

/**
 * Over-limit state (product-rules §2.3): more saved restaurants than the plan's non-unlimited maximum, for
 * example after a downgrade. Navigation is restricted and saving and scraping are refused until
 * enough are removed.
 */
export function isOverSavedLimit(savedCount: number, tier: Tier): boolean {
  const max = PLAN_LIMITS[tier].maxSavedRestaurants;
  return max !== UNLIMITED && savedCount > max;
}
