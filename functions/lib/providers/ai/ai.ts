import { selectedProvider } from '../selection';
import { embeddedAiAdapter } from './embedded/embedded-ai';
import { openAiAdapterFromEnv } from './openai/from-env';
import type { AiPort } from './port';

/**
 * The AI adapter `AI_PROVIDER` selects: OpenAI (or any OpenAI-compatible endpoint: `OPENAI_MODEL`,
 * `OPENAI_BASE_URL`; key from the Secrets Manager secret `OPENAI_API_KEY_SECRET` in AWS, or
 * `OPENAI_API_KEY` locally), the embedded knowledge-base generator otherwise. A function that only
 * analyses reviews uses `./review-ai` instead, which leaves the menu knowledge base out of its bundle.
 */
export function createAiPort(env: NodeJS.ProcessEnv = process.env): AiPort {
  return selectedProvider('ai', env) === 'openai' ? openAiAdapterFromEnv(env) : embeddedAiAdapter();
}

let containerAi: AiPort | undefined;

/** The AI port of this Lambda container (one client, the key read once and cached). */
export function defaultAi(): AiPort {
  containerAi ??= createAiPort();
  return containerAi;
}
