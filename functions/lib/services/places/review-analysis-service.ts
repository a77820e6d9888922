import type { Logger } from '@aws-lambda-powertools/logger';
import { REVIEWS_ERRORS, type AnalyzeReviewsRequest, type AnalyzeReviewsResponse } from '../../../../shared/api/reviews';
import { utcDate } from '../../../../shared/domain/utc-dates';
import { FALLBACK_LANGUAGE } from '../../../../shared/i18n/languages';
import type { AuthContext } from '../../caller';
import { consumeDailyUsage, releaseDailyUsage } from '../../data/daily-usage-repository';
import type { Db } from '../../data/db';
import { getProfile } from '../../data/profile-repository';
import { DomainError, LimitReachedError } from '../../errors';
import { summarizeReviews } from '../../providers/ai/embedded/review-summary';
import { AiUnavailableError } from '../../providers/ai/errors';
import type { ReviewAnalysis, ReviewAnalysisInput } from '../../providers/ai/port';
import type { ReviewAiPort } from '../../providers/ai/review-ai';
import type { PlacesPort } from '../../providers/places/port';
import { assertPlaceId, readPlaceOrNotFound } from './place-reader';
import { callerPlan } from '../billing/plan-service';
import { noMetrics, type MetricsPort } from '../../observability/metrics-port';
import { takeAiCall } from '../ai-budget/ai-budget-service';
import * as clock from '../../clock';

/**
 * POST /reviews/analyze (product-rules §10.3 analyze-restaurant-reviews; the detail page's AI review
 * analysis). Premium only (the plan's `aiAnalysis`). The client sends the restaurant id; the
 * server reads the place's reviews from the places port (404 as GET /places/{id}) and the adapter
 * builds the prompt from them. No reviews: empty lists and `reviewCount: 0`, no model call.
 *
 * With the OpenAI adapter, each analysis that would reach the model first takes one unit of the
 * caller's daily AI allowance (`DAILY_AI_REVIEW_ANALYSES`, one conditional write on the day's usage
 * item, exact under concurrency; not given back, since a failed call may still be billed). Past
 * the allowance, and on any failure of the model (timeout, 429, refusal, malformed answer), the
 * answer is the spec's local keyword summary (`source: 'keyword-summary'`) and the reason is
 * logged. The embedded adapter's analysis is that same summary, so it costs nothing and is not
 * counted. After the caller's allowance, the call takes one from the deployment's daily AI budget;
 * past it the keyword summary answers with `aiBudgetReached` and the caller's unit is given back
 * (no model was called: product-rules §2.7).
 */
export interface ReviewAnalysisDeps {
  db: Db;
  places: PlacesPort;
  ai: ReviewAiPort;
  /** Aborted once the answer cannot reach the caller. */
  signal?: AbortSignal;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  metrics?: MetricsPort;
  now?: () => Date;
  /** The deployment's model calls a day; AI_DAILY_CALL_CAP unless a test sets another. */
  aiDailyCallCap?: number;
  /** Time the model gets; REVIEW_ANALYSIS_BUDGET_MS unless a test sets another. */
  budgetMs?: number;
}

/**
 * Model analyses per user per UTC day. A page view of a premium user asks once; 30 covers a heavy
 * day of browsing, and bounds the cost of a scripted client to about 30 small completions a day.
 */
export const DAILY_AI_REVIEW_ANALYSES = 30;

/** The function's timeout (27 s) is inside API Gateway's 30 s; the place read comes first. */
export const REVIEW_ANALYSIS_BUDGET_MS = 20_000;

export async function analyzeRestaurantReviews(deps: ReviewAnalysisDeps, caller: AuthContext, request: AnalyzeReviewsRequest): Promise<AnalyzeReviewsResponse> {
  assertPlaceId(request.restaurantId);
  const [{ limits }, profile] = await Promise.all([callerPlan(deps.db, caller.userId), getProfile(deps.db, caller.userId)]);
  if (!limits.aiAnalysis) throw new DomainError('forbidden', 'AI_ANALYSIS_PREMIUM_ONLY', REVIEWS_ERRORS.AI_ANALYSIS_PREMIUM_ONLY);
  const language = request.language ?? profile?.language ?? FALLBACK_LANGUAGE;

  const place = await readPlaceOrNotFound(deps.places, request.restaurantId, language);
  const reviews = place.reviews
    .filter((review) => review.text.trim())
    .map((review) => ({ text: review.text, ...(review.rating === undefined ? {} : { rating: review.rating }) }));
  const reviewCount = reviews.length;
  if (reviewCount === 0) return { whatPeopleLove: [], areasForImprovement: [], reviewCount, source: 'keyword-summary' };

  const input: ReviewAnalysisInput = { restaurantName: place.name, reviews, language };
  if (deps.ai.id === 'openai') {
    const analysis = await modelAnalysis(deps, caller.userId, input);
    if (analysis === AI_BUDGET_REACHED) return { ...summarizeReviews(input), reviewCount, source: 'keyword-summary', aiBudgetReached: true };
    if (analysis) return { ...analysis, reviewCount, source: 'openai' };
  }
  return { ...summarizeReviews(input), reviewCount, source: 'keyword-summary' };
}

const AI_BUDGET_REACHED = 'ai-budget-reached';


/**
 * The model's analysis, or null (allowance used up, or the model failed: reason logged) for the
 * keyword summary, or AI_BUDGET_REACHED when the deployment's daily budget is used up.
 */
async function modelAnalysis(deps: ReviewAnalysisDeps, userId: string, input: ReviewAnalysisInput): Promise<ReviewAnalysis | typeof AI_BUDGET_REACHED | null> {
  const now = deps.now?.() ?? clock.now();
  const date = utcDate(now);
  try {
    await consumeDailyUsage(deps.db, userId, date, 'reviewAnalyses', DAILY_AI_REVIEW_ANALYSES);
  } catch (error) {
    if (!(error instanceof LimitReachedError)) throw error;
    deps.logger?.info('Daily AI review analyses used up: keyword summary instead', { limit: DAILY_AI_REVIEW_ANALYSES });
    return null;
  }
  const metrics = deps.metrics ?? noMetrics;
  if (!(await takeAiCall({ db: deps.db, metrics, now: () => now, ...(deps.aiDailyCallCap === undefined ? {} : { cap: deps.aiDailyCallCap }) }, 'review'))) {
    metrics.count({ name: 'AiFallbacks', feature: 'review' });
    deps.logger?.info('Daily AI budget used up: keyword summary instead');
    await releaseDailyUsage(deps.db, userId, date, 'reviewAnalyses').catch((error: unknown) => deps.logger?.error('Could not give back a review analysis', { error }));
    return AI_BUDGET_REACHED;
  }
  const budget = AbortSignal.timeout(deps.budgetMs ?? REVIEW_ANALYSIS_BUDGET_MS);
  const signal = deps.signal ? AbortSignal.any([deps.signal, budget]) : budget;
  try {
    return await deps.ai.analyzeReviews({ ...input, signal });
  } catch (error) {
    // The reason and the error's message only: never the reviews or the key.
    const reason = error instanceof AiUnavailableError ? error.reason : 'failed';
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
    deps.logger?.warn('AI review analysis failed: keyword summary instead', { reason, detail: error instanceof Error ? error.message : String(error), cause });
    metrics.count({ name: 'AiFallbacks', feature: 'review' });
    return null;
  }
}
