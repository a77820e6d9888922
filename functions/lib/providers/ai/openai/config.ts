/**
 * OpenAI adapter settings from the environment: `OPENAI_MODEL` (default below: a small model with
 * structured outputs) and `OPENAI_BASE_URL` (any OpenAI-compatible endpoint; default the OpenAI
 * API). The `openai` client's own fallback to `process.env.OPENAI_BASE_URL` is not relied on: the
 * URL is always passed, so the environment given to `createMenuAiPort` or
 * `createReviewAiPort` is the only input.
 */
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';

/**
 * Time budget of one AI call, retries included: inside API Gateway's 30 s limit with room for the
 * place look-up before it and the answer after it (the functions' Lambda timeout is 27 s).
 */
export const AI_TIME_BUDGET_MS = 20_000;

export interface OpenAiSettings {
  model: string;
  baseUrl: string;
}

export function openAiSettings(env: NodeJS.ProcessEnv = process.env): OpenAiSettings {
  const model = env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL;
  const baseUrl = env.OPENAI_BASE_URL?.trim() || DEFAULT_OPENAI_BASE_URL;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`OPENAI_BASE_URL is not a URL: ${baseUrl}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`OPENAI_BASE_URL must be an http(s) URL: ${baseUrl}`);
  return { model, baseUrl: baseUrl.replace(/\/+$/, '') };
}
