import { LANGUAGES, type Language } from '../../../../shared/i18n/languages';

/**
 * Loads eld (Efficient Language Detector), an n-gram detector, restricted to the nine languages
 * the product speaks (fewer candidates is more accurate on short text, and the lexicon only
 * translates these). eld ships four n-gram databases: extrasmall 0.9 MB, small 1.6 MB, medium
 * 2.0 MB and large 4.5 MB of JavaScript. Measured on our labelled short queries (126, plus 54
 * held out; detection-samples.ts) with the scripts and lexicon evidence: extrasmall 123 + 52,
 * small 124 + 53, medium the same as small, large 125 + 53; eld alone on the 84 Latin-script
 * queries: extrasmall 82%, small 89%, large 93%. `small` is the smallest without the extrasmall
 * drop on text the lexicon does not know; it loads in about 0.3 s, once per process.
 *
 * The specifier is a variable so that esbuild leaves eld out of the Lambda bundles: its smallest
 * database alone is twice the 500 KB budget, and only the local runtime uses the embedded adapter
 * (tests/infra/search-translate.test.ts checks the bundle).
 */
export type NgramScores = (text: string) => Partial<Record<Language, number>>;

interface EldInstance {
  detect(text: string): { getScores(): Record<string, number> };
  setLanguageSubset(languages: string[]): unknown;
}

export const ELD_DATABASE = 'eld/small';

let loading: Promise<NgramScores> | undefined;

export function loadEld(specifier: string = ELD_DATABASE): Promise<NgramScores> {
  if (specifier !== ELD_DATABASE) return importEld(specifier);
  loading ??= importEld(specifier).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function importEld(specifier: string): Promise<NgramScores> {
  const module = (await import(specifier)) as { eld: EldInstance & { newInstance(): EldInstance } };
  const detector = module.eld.newInstance();
  detector.setLanguageSubset([...LANGUAGES]);
  return (text) => detector.detect(text).getScores() as Partial<Record<Language, number>>;
}
