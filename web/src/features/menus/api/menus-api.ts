import { generateMenu } from '@shared/api/contracts/menus';
import type { GenerateMenuResponse } from '@shared/api/menus';
import { normalizeLanguage } from '@shared/i18n/languages';
import { callApi } from '@/lib/api-client';

export interface GenerateMenuInput {
  restaurantId: string;
  /** Generate again although a menu from the last day exists (uses a scrape). */
  regenerate?: boolean;
  /** The interface language: dish names and ingredients come in it. */
  language?: string;
}

/** POST /menus/generate: the server reads the place itself, so only its id travels. */
export function requestMenu({ restaurantId, regenerate, language }: GenerateMenuInput, signal?: AbortSignal): Promise<GenerateMenuResponse> {
  const lang = language ? normalizeLanguage(language) : null;
  return callApi(generateMenu, { body: { restaurantId, regenerate: regenerate ?? false, ...(lang ? { language: lang } : {}) } }, { signal });
}
