/**
 * AI port (issue 12): menu estimation and review analysis. Adapters: OpenAI through the official
 * `openai` package (`AI_PROVIDER=openai`) and the embedded one (knowledge-base menus and the spec's
 * keyword review summary) for the offline default. Adapters throw `AiUnavailableError` (from
 * `./errors`) for anything the caller should report as a failed generation: timeouts, 429s,
 * refusals, malformed output.
 */
export interface MenuEstimateInput {
  /** Seeds the embedded generator: the same restaurant always gets the same menu. */
  restaurantId: string;
  restaurantName: string;
  /** Our cuisine ids (shared/domain/cuisines), most specific first; may be empty. */
  cuisines: readonly string[];
  /** The provider's free-text cuisine ("Thai", "Restaurant"). */
  cuisineType: string;
  /** The source's own cuisine words, all of them ("asian", "thai"): read with the name by `menuBasis`. */
  cuisineWords: readonly string[];
  /** Diets the source says the place caters for ("Vegan", "Vegetarian"): the dishes fit them (`menuBasis`). */
  dietaryOptions: readonly string[];
  /** The address, or 'Unknown location'. */
  location: string;
  /** The place's price level where the source has one: prices scale with it. */
  priceLevel?: '$' | '$$' | '$$$' | '$$$$';
  /** ISO 4217 code of the place's currency where known; without it prices are left out (N/A). */
  currency?: string;
  /** Interface language of the caller: dish names and ingredients are written in it. */
  language: string;
  /** Aborts when the request's time budget runs out. */
  signal?: AbortSignal;
}

export interface EstimatedMenuItem {
  name: string;
  ingredients: string[];
  /** As printed ("$12.50"); absent when unknown (shown as N/A). */
  price?: string;
  /** Estimated kilocalories. */
  calories?: number;
}

export interface ReviewAnalysisInput {
  restaurantName: string;
  reviews: readonly { text: string; rating?: number }[];
  language: string;
  signal?: AbortSignal;
}

export interface ReviewAnalysis {
  /** At most 3 each. */
  whatPeopleLove: string[];
  areasForImprovement: string[];
}

export interface AiPort {
  /** The adapter id GET /health reports ('openai' or 'embedded-knowledge-base'). */
  readonly id: 'openai' | 'embedded-knowledge-base';
  estimateMenu(input: MenuEstimateInput): Promise<EstimatedMenuItem[]>;
  analyzeReviews(input: ReviewAnalysisInput): Promise<ReviewAnalysis>;
}
