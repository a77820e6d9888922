/** Translate port: language detection, translation to English, and dietary info in search text. */
export interface DetectAndTranslateResult {
  originalText: string;
  /** ISO 639-1 code, `en` when unsure. */
  detectedLanguage: string;
  translatedText: string;
  /** 0 to 1. */
  confidence: number;
  extractedDietaryInfo: { cuisineType?: string; preferences: string[]; allergies: string[] };
  searchIntent?: string;
}

export interface TranslatePort {
  detectAndTranslate(text: string): Promise<DetectAndTranslateResult>;
}
