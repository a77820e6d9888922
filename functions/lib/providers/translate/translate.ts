import { selectedProvider } from '../selection';
import { amazonTranslateAdapter } from './amazon-translate-adapter';
import { embeddedTranslateAdapter } from './embedded-adapter';
import type { TranslatePort } from './port';

/** The translate adapter `TRANSLATE_PROVIDER` selects: Amazon Translate in AWS, the embedded lexicon otherwise. */
export function createTranslatePort(env: NodeJS.ProcessEnv = process.env): TranslatePort {
  if (selectedProvider('translate', env) === 'amazon-translate') return amazonTranslateAdapter({ aws: { region: env.AWS_REGION } });
  return embeddedTranslateAdapter();
}

let containerTranslate: TranslatePort | undefined;

/** The translate port of this Lambda container (or local process). */
export function defaultTranslate(): TranslatePort {
  containerTranslate ??= createTranslatePort();
  return containerTranslate;
}
