import { selectedProvider } from '../selection';
import { embeddedAiAdapter } from './embedded/embedded-ai';
import { openAiKeySource } from './openai/api-key';
import { openAiSettings } from './openai/config';
import { openAiAdapter } from './openai/openai-adapter';
import type { AiPort } from './port';

/**
 * The AI adapter `AI_PROVIDER` selects: OpenAI (or any OpenAI-compatible endpoint: `OPENAI_MODEL`,
 * `OPENAI_BASE_URL`; key from the Secrets Manager secret `OPENAI_API_KEY_SECRET` in AWS, or
 * `OPENAI_API_KEY` locally), the embedded knowledge-base generator otherwise.
 */
export function createAiPort(env: NodeJS.ProcessEnv = process.env): AiPort {
  if (selectedProvider('ai', env) === 'openai') {
    return openAiAdapter({ apiKey: openAiKeySource({ env }), ...openAiSettings(env) });
  }
  return embeddedAiAdapter();
}

let containerAi: AiPort | undefined;

/** The AI port of this Lambda container (one client, the key read once and cached). */
export function defaultAi(): AiPort {
  containerAi ??= createAiPort();
  return containerAi;
}
