import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type * as z from 'zod';
import { AI_ANALYSIS_POINTS_MAX } from '../../../../../shared/api/reviews';
import type { SecretSource } from '../../../config/secret-source';
import { AiUnavailableError } from '../errors';
import type { AiPort, EstimatedMenuItem, MenuEstimateInput, ReviewAnalysis, ReviewAnalysisInput } from '../port';
import { AI_TIME_BUDGET_MS } from './config';
import { isRetryable, toAiUnavailable } from './map-error';
import { type ChatMessages, MENU_DISHES, menuEstimatePrompt, reviewAnalysisPrompt } from './prompts';
import { type MenuEstimateAnswer, menuEstimateSchema, type ReviewAnalysisAnswer, reviewAnalysisSchema } from './schemas';

/**
 * The AI port through the official `openai` client: chat completions with structured output
 * (`response_format` json_schema, strict, from the zod schemas in `./schemas`, which also validate
 * the answer). One time budget per call, retries included, ends with the caller's signal too; a 5xx
 * or a dropped connection is tried once more only when at least `RETRY_MIN_REMAINING_MS` of the
 * budget is left; a 429 is not retried (its wait is longer than the budget). Every failure becomes
 * an `AiUnavailableError` (`./map-error`).
 */
export interface OpenAiAdapterOptions {
  apiKey: SecretSource;
  model: string;
  baseUrl: string;
  /** Whole-call budget, retries included (default AI_TIME_BUDGET_MS). */
  budgetMs?: number;
  /** Pause before the one retry. */
  retryDelayMs?: number;
}

export const MAX_ATTEMPTS = 2;
export const RETRY_MIN_REMAINING_MS = 5_000;
/** Answers are short JSON; this bounds cost and time if a model rambles. */
const MAX_COMPLETION_TOKENS = 2_000;

export function openAiAdapter(options: OpenAiAdapterOptions): AiPort {
  const budgetMs = options.budgetMs ?? AI_TIME_BUDGET_MS;
  const retryDelayMs = options.retryDelayMs ?? 300;
  // Retries are ours (bounded by the budget), so the client makes one attempt per call; no client logs.
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseUrl, maxRetries: 0, timeout: budgetMs, logLevel: 'off' });

  async function structured<S extends z.ZodType>(schema: S, name: string, messages: ChatMessages, callerSignal?: AbortSignal): Promise<z.infer<S>> {
    const deadline = Date.now() + budgetMs;
    const signal = callerSignal ? AbortSignal.any([callerSignal, AbortSignal.timeout(budgetMs)]) : AbortSignal.timeout(budgetMs);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const completion = await client.chat.completions.parse(
          {
            model: options.model,
            messages: [
              { role: 'system', content: messages.system },
              { role: 'user', content: messages.user },
            ],
            response_format: zodResponseFormat(schema, name),
            max_completion_tokens: MAX_COMPLETION_TOKENS,
          },
          { signal, timeout: Math.max(1, deadline - Date.now()) },
        );
        const message = completion.choices[0]?.message;
        if (message?.refusal) throw new AiUnavailableError('refused', 'The AI service declined to answer.');
        if (message?.parsed == null) throw new AiUnavailableError('malformed', 'The AI service gave an empty answer.');
        return message.parsed as z.infer<S>;
      } catch (error) {
        const remaining = deadline - Date.now();
        if (attempt >= MAX_ATTEMPTS || !isRetryable(error) || remaining < RETRY_MIN_REMAINING_MS + retryDelayMs || signal.aborted) {
          throw toAiUnavailable(error);
        }
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      }
    }
  }

  return {
    id: 'openai',
    async estimateMenu(input: MenuEstimateInput): Promise<EstimatedMenuItem[]> {
      const answer = await structured(menuEstimateSchema, 'menu_estimate', menuEstimatePrompt(input), input.signal);
      return menuItems(answer, { withPrices: Boolean(input.currency) });
    },
    async analyzeReviews(input: ReviewAnalysisInput): Promise<ReviewAnalysis> {
      const answer = await structured(reviewAnalysisSchema, 'review_analysis', reviewAnalysisPrompt(input, AI_ANALYSIS_POINTS_MAX), input.signal);
      return analysis(answer);
    },
  };
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

function distinct(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.map(clean).filter((value) => {
    const key = value.toLowerCase();
    if (!value || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The model's menu as port items: named dishes only, ingredients cleaned, unknown price/calories
 * left out; no prices at all when the place's currency is unknown (the port's rule).
 */
function menuItems(answer: MenuEstimateAnswer, options: { withPrices: boolean }): EstimatedMenuItem[] {
  return answer.items
    .map((item) => ({ ...item, name: clean(item.name) }))
    .filter((item) => item.name)
    .slice(0, MENU_DISHES.max)
    .map((item) => {
      const price = item.price === null || !options.withPrices ? '' : clean(item.price);
      const calories = item.calories !== null && Number.isFinite(item.calories) && item.calories > 0 ? Math.round(item.calories) : undefined;
      return {
        name: item.name,
        ingredients: distinct(item.ingredients),
        ...(price ? { price } : {}),
        ...(calories === undefined ? {} : { calories }),
      };
    });
}

function analysis(answer: ReviewAnalysisAnswer): ReviewAnalysis {
  return {
    whatPeopleLove: distinct(answer.whatPeopleLove).slice(0, AI_ANALYSIS_POINTS_MAX),
    areasForImprovement: distinct(answer.areasForImprovement).slice(0, AI_ANALYSIS_POINTS_MAX),
  };
}
