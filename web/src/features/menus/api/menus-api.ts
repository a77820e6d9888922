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
  /** The search it was asked from: its lists are checked, else the profile's (product-rules §10.1). */
  searchId?: string;
}

/** POST /menus/generate: the server reads the place itself, so only its id travels. */
export function requestMenu({ restaurantId, regenerate, language, searchId }: GenerateMenuInput, signal?: AbortSignal): Promise<GenerateMenuResponse> {
  const lang = language ? normalizeLanguage(language) : null;
  const body = { restaurantId, regenerate: regenerate ?? false, ...(lang ? { language: lang } : {}), ...(searchId ? { searchId } : {}) };
  return callApi(generateMenu, { body }, { signal });
}
