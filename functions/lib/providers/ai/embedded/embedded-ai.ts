import type { AiPort } from '../port';
import { estimateEmbeddedMenu } from './menu-generator';
import { summarizeReviews } from './review-summary';

/**
 * The offline AI adapter (`AI_PROVIDER` unset or `embedded-knowledge-base`): menus from the cuisine
 * knowledge base (deterministic per restaurant) and the spec's keyword summary of the reviews. It
 * calls nothing outside the process and never fails for lack of a service; the web and GET /health
 * label its output an offline estimate.
 */
export function embeddedAiAdapter(): AiPort {
  return {
    id: 'embedded-knowledge-base',
    estimateMenu: async (input) => estimateEmbeddedMenu(input),
    analyzeReviews: async (input) => summarizeReviews(input),
  };
}
