import OpenAI from 'openai';
import { AI_ANALYSIS_POINTS_MAX } from '../../../../../shared/api/reviews';
import type { SecretSource } from '../../../config/secret-source';
import { AiUnavailableError } from '../errors';
import type { AiPort, EstimatedMenuItem, MenuEstimateInput, ReviewAnalysis, ReviewAnalysisInput } from '../port';
import { AI_TIME_BUDGET_MS } from './config';
import { budgetEnded, isRetryable, toAiUnavailable } from './map-error';
import { type ChatMessages, MENU_DISHES, menuEstimatePrompt, reviewAnalysisPrompt } from './prompts';
import { MENU_ESTIMATE, type MenuEstimateAnswer, REVIEW_ANALYSIS, type ReviewAnalysisAnswer, type StructuredOutput } from './schemas';

/**
 * The AI port through the official `openai` client: chat completions with structured output
 * (`response_format` json_schema, strict; `./schemas`), the reply's JSON validated with zod. One time budget per call, retries included, ends with the caller's signal too; a 5xx
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

  async function structured<T>(output: StructuredOutput<T>, messages: ChatMessages, callerSignal?: AbortSignal): Promise<T> {
    const deadline = Date.now() + budgetMs;
    const signal = callerSignal ? AbortSignal.any([callerSignal, AbortSignal.timeout(budgetMs)]) : AbortSignal.timeout(budgetMs);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const completion = await client.chat.completions.create(
          {
            model: options.model,
            messages: [
              { role: 'system', content: messages.system },
              { role: 'user', content: messages.user },
            ],
            response_format: { type: 'json_schema', json_schema: { name: output.name, strict: true, schema: output.jsonSchema } },
            max_completion_tokens: MAX_COMPLETION_TOKENS,
          },
          { signal, timeout: Math.max(1, deadline - Date.now()) },
        );
        return readAnswer(output, completion.choices[0]);
      } catch (error) {
        const remaining = deadline - Date.now();
        // Once the budget (or the caller's signal) has ended the call, that is the reason, whatever
        // the client threw: its own timer and ours race, and its abort may surface as a connection error.
        if (!(error instanceof AiUnavailableError) && (signal.aborted || remaining <= 0)) throw budgetEnded(error);
        if (attempt >= MAX_ATTEMPTS || !isRetryable(error) || remaining < RETRY_MIN_REMAINING_MS + retryDelayMs) {
          throw toAiUnavailable(error);
        }
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      }
    }
  }

  return {
    id: 'openai',
    async estimateMenu(input: MenuEstimateInput): Promise<EstimatedMenuItem[]> {
      const answer = await structured(MENU_ESTIMATE, menuEstimatePrompt(input), input.signal);
      return menuItems(answer, { withPrices: Boolean(input.currency) });
    },
    async analyzeReviews(input: ReviewAnalysisInput): Promise<ReviewAnalysis> {
      const answer = await structured(REVIEW_ANALYSIS, reviewAnalysisPrompt(input, AI_ANALYSIS_POINTS_MAX), input.signal);
      return analysis(answer);
    },
  };
}

/** The reply of one choice: a refusal, a cut-off or filtered answer, or content that is not the schema's JSON are errors. */
function readAnswer<T>(output: StructuredOutput<T>, choice: OpenAI.ChatCompletion.Choice | undefined): T {
  if (!choice) throw new AiUnavailableError('malformed', 'The AI service gave no answer.');
  if (choice.message.refusal || choice.finish_reason === 'content_filter') throw new AiUnavailableError('refused', 'The AI service declined to answer.');
  if (choice.finish_reason === 'length') throw new AiUnavailableError('malformed', 'The AI service answer was cut off.');
  const content = choice.message.content;
  if (!content) throw new AiUnavailableError('malformed', 'The AI service gave an empty answer.');
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (error) {
    throw new AiUnavailableError('malformed', 'The AI service answer is not JSON.', error);
  }
  const parsed = output.validator.safeParse(json);
  if (!parsed.success) throw new AiUnavailableError('malformed', 'The AI service answer does not match the schema.', parsed.error);
  return parsed.data;
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
