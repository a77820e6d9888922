import { TranslateClient, TranslateTextCommand } from '@aws-sdk/client-translate';
import { extractSearchInfo } from '../../../../shared/domain/search-lexicon';
import { normalizeLanguage } from '../../../../shared/i18n/languages';
import { awsCall } from '../../aws/aws-error';
import { type AwsClientOptions, sdkClientConfig } from '../../aws/client-options';
import { languageByRule } from './language-detector';
import type { TranslatePort } from './port';

/**
 * The production translate adapter: Amazon Translate TranslateText with SourceLanguageCode "auto"
 * (Translate asks Amazon Comprehend, as the caller, which language the text is in, and answers it
 * as SourceLanguageCode) into English, through the SDK's Translate client. Extraction is
 * the shared lexicon's, over the original text and the English translation. Translate reports no
 * detection score, so a detected language gets a fixed confidence; its DetectedLanguageLowConfidence
 * and other errors reach the service, which answers the spec's fallback. Where the detection rules
 * decide the language first (only dish names or loanwords: the interface language; Han text in the
 * Japanese interface), Translate is told the source language instead of guessing it ("pizza" is no
 * Italian), and English text is not sent at all.
 */
export interface AmazonTranslateOptions {
  /** Region, credentials and endpoint of the calls (defaults: `AWS_REGION`, the Lambda role). */
  aws?: AwsClientOptions;
}

/** A search waits for this call; past this the search goes on with the fallback. */
const TRANSLATE_TIMEOUT_MS = 3_000;
/** Comprehend answers only when it is confident enough (otherwise DetectedLanguageLowConfidence). */
export const AMAZON_DETECTION_CONFIDENCE = 0.9;

export function amazonTranslateAdapter({ aws = {} }: AmazonTranslateOptions = {}): TranslatePort {
  const client = new TranslateClient(sdkClientConfig(aws));
  const command = (text: string, source: string) => new TranslateTextCommand({ Text: text, SourceLanguageCode: source, TargetLanguageCode: 'en' });
  return {
    async detectAndTranslate(text, options = {}) {
      const ruled = languageByRule(text, options.languageHint);
      if (ruled === 'en') {
        return { originalText: text, detectedLanguage: 'en', translatedText: text, confidence: AMAZON_DETECTION_CONFIDENCE, ...extractSearchInfo({ originalText: text, language: 'en' }) };
      }
      const { TranslatedText, SourceLanguageCode } = await awsCall('Amazon Translate TranslateText', aws.timeoutMs ?? TRANSLATE_TIMEOUT_MS, (abortSignal) =>
        client.send(command(text, ruled ?? 'auto'), { abortSignal }),
      );
      if (typeof TranslatedText !== 'string' || !SourceLanguageCode) {
        throw new Error('Amazon Translate answered without TranslatedText or SourceLanguageCode.');
      }
      // "zh-TW", "pt-PT", "fr-CA" → the product's codes; a language outside the nine keeps its own.
      const language = normalizeLanguage(SourceLanguageCode) ?? undefined;
      const detectedLanguage = language ?? SourceLanguageCode.split('-')[0]!.toLowerCase();
      const translatedText = detectedLanguage === 'en' ? text : TranslatedText.trim() || text;
      return {
        originalText: text,
        detectedLanguage,
        translatedText,
        confidence: AMAZON_DETECTION_CONFIDENCE,
        ...extractSearchInfo({ originalText: text, translatedText, language }),
      };
    },
  };
}
