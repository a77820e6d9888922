import { selectedProvider } from '../selection';
import { summarizeReviews } from './embedded/review-summary';
import { openAiAdapterFromEnv } from './openai/from-env';
import type { AiPort } from './port';

/**
 * The review-analysis side of the AI port, as `AI_PROVIDER` selects it (same adapters as `./menu-ai`):
 * without the menu generator and its knowledge base, which keeps POST /reviews/analyze's bundle
 * small. The embedded analysis is the spec's keyword summary.
 */
export type ReviewAiPort = Pick<AiPort, 'id' | 'analyzeReviews'>;

export function createReviewAiPort(env: NodeJS.ProcessEnv = process.env): ReviewAiPort {
  if (selectedProvider('ai', env) === 'openai') return openAiAdapterFromEnv(env);
  return { id: 'embedded-knowledge-base', analyzeReviews: async (input) => summarizeReviews(input) };
}

let containerReviewAi: ReviewAiPort | undefined;

/** The review-analysis port of this Lambda container. */
export function defaultReviewAi(): ReviewAiPort {
  containerReviewAi ??= createReviewAiPort();
  return containerReviewAi;
}
