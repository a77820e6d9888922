import { languageDetectionSchema, type TranslateResponse } from '@shared/api/translate';
import type { Language } from '@shared/i18n/languages';
import { apiRequest } from '@/lib/api-client';

/** POST /search/translate: the text's language, its English translation and what it asks for. */
export function detectAndTranslate(text: string, languageHint?: Language, signal?: AbortSignal): Promise<TranslateResponse> {
  return apiRequest('/search/translate', { body: { text, languageHint }, schema: languageDetectionSchema, signal });
}
