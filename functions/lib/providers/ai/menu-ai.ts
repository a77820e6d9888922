import { selectedProvider } from '../selection';
import { estimateEmbeddedMenu } from './embedded/menu-generator';
import { openAiAdapterFromEnv } from './openai/from-env';
import type { AiPort } from './port';

/**
 * The menu-estimate side of the AI port, as `AI_PROVIDER` selects it (same adapters as `./ai`):
 * without the review keyword summary and its phrases in nine languages, for a function that only
 * estimates menus (smaller bundle).
 */
export type MenuAiPort = Pick<AiPort, 'id' | 'estimateMenu'>;

export function createMenuAiPort(env: NodeJS.ProcessEnv = process.env): MenuAiPort {
  if (selectedProvider('ai', env) === 'openai') return openAiAdapterFromEnv(env);
  return { id: 'embedded-knowledge-base', estimateMenu: async (input) => estimateEmbeddedMenu(input) };
}

let containerMenuAi: MenuAiPort | undefined;

/** The menu-estimate port of this Lambda container. */
export function defaultMenuAi(): MenuAiPort {
  containerMenuAi ??= createMenuAiPort();
  return containerMenuAi;
}
