import { selectedProvider } from '../selection';
import { estimateEmbeddedMenu } from './embedded/menu-generator';
import { openAiAdapterFromEnv } from './openai/from-env';
import type { AiPort } from './port';

/**
 * The menu-estimate side of the AI port, as `AI_PROVIDER` selects it: OpenAI (or any
 * OpenAI-compatible endpoint: `OPENAI_MODEL`, `OPENAI_BASE_URL`; key from the Secrets Manager secret
 * `OPENAI_API_KEY_SECRET` in AWS, or `OPENAI_API_KEY` locally), the embedded knowledge-base generator
 * otherwise. Without the review keyword summary and its phrases in nine languages (`./review-ai` is
 * the other side), so a function that only estimates menus has a smaller bundle.
 */
export type MenuAiPort = Pick<AiPort, 'id' | 'estimateMenu'>;

export function createMenuAiPort(env: NodeJS.ProcessEnv = process.env): MenuAiPort {
  if (selectedProvider('ai', env) === 'openai') return openAiAdapterFromEnv(env);
  return embeddedMenuAi;
}

/** The offline generator: the default adapter, and the model's stand-in past the daily AI budget. */
export const embeddedMenuAi: MenuAiPort = { id: 'embedded-knowledge-base', estimateMenu: async (input) => estimateEmbeddedMenu(input) };

let containerMenuAi: MenuAiPort | undefined;

/** The menu-estimate port of this Lambda container. */
export function defaultMenuAi(): MenuAiPort {
  containerMenuAi ??= createMenuAiPort();
  return containerMenuAi;
}
