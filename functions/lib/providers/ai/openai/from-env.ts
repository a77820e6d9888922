import type { AiPort } from '../port';
import { openAiKeySource } from './api-key';
import { openAiSettings } from './config';
import { openAiAdapter } from './openai-adapter';

/** The OpenAI adapter as the environment configures it (`OPENAI_MODEL`, `OPENAI_BASE_URL`, the key). */
export function openAiAdapterFromEnv(env: NodeJS.ProcessEnv): AiPort {
  return openAiAdapter({ apiKey: openAiKeySource({ env }), ...openAiSettings(env) });
}
