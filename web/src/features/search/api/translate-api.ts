import { translateSearch } from '@shared/api/contracts/translate';
import type { TranslateResponse } from '@shared/api/translate';
import type { Language } from '@shared/i18n/languages';
import { callApi } from '@/lib/api-client';

/** POST /search/translate: the text's language, its English translation and what it asks for. */
export function detectAndTranslate(text: string, languageHint?: Language, signal?: AbortSignal): Promise<TranslateResponse> {
  return callApi(translateSearch, { body: { text, languageHint } }, { signal });
}
