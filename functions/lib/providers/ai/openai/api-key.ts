import type { AwsClientOptions } from '../../../aws/client-options';
import { type SecretSource, secretSource } from '../../../config/secret-source';

/**
 * The OpenAI API key, kept on the server: `OPENAI_API_KEY` locally, in AWS the Secrets Manager
 * secret named by `OPENAI_API_KEY_SECRET` (granted to the menu and review functions only). The
 * adapter hands this source to the `openai` client as its `apiKey` function, so the key is read on
 * the first call, cached, and never logged.
 */
export const OPENAI_API_KEY = { valueVar: 'OPENAI_API_KEY', nameVar: 'OPENAI_API_KEY_SECRET', what: 'OpenAI API key' } as const;

export function openAiKeySource(options: { env?: NodeJS.ProcessEnv; aws?: AwsClientOptions } = {}): SecretSource {
  return secretSource(OPENAI_API_KEY, options);
}
