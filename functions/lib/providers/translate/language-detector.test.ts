import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { LANGUAGES, type Language } from '../../../../shared/i18n/languages';
import { DETECTION_SAMPLES, HELD_OUT_SAMPLES } from './detection-samples';
import { loadEld, type NgramScores } from './eld-loader';
import { detectLanguage } from './language-detector';

let eld: NgramScores;
before(async () => {
  eld = await loadEld();
});

const noNgrams: NgramScores = () => ({});

function accuracy(samples: Record<Language, readonly string[]>, detect: (text: string) => Language) {
  let correct = 0;
  let total = 0;
  const misses: string[] = [];
  const perLanguage: string[] = [];
  for (const language of LANGUAGES) {
    let right = 0;
    for (const text of samples[language]) {
      const found = detect(text);
      if (found === language) right++;
      else misses.push(`${language} "${text}" → ${found}`);
    }
    correct += right;
    total += samples[language].length;
    perLanguage.push(`${language} ${right}/${samples[language].length}`);
  }
  return { correct, total, rate: correct / total, misses, perLanguage };
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

test('accuracy on the labelled short queries (eld small + scripts + lexicon evidence)', (t) => {
  const main = accuracy(DETECTION_SAMPLES, (text) => detectLanguage(text, eld).language);
  const heldOut = accuracy(HELD_OUT_SAMPLES, (text) => detectLanguage(text, eld).language);
  const ngramsOnly = accuracy(DETECTION_SAMPLES, (text) => {
    const scores = Object.entries(eld(text)) as [Language, number][];
    return scores.sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'en';
  });
  const lexiconOnly = accuracy(DETECTION_SAMPLES, (text) => detectLanguage(text, noNgrams).language);
  t.diagnostic(`labelled set: ${main.correct}/${main.total} = ${percent(main.rate)} (${main.perLanguage.join(', ')}); misses: ${main.misses.join('; ')}`);
  t.diagnostic(`held-out set: ${heldOut.correct}/${heldOut.total} = ${percent(heldOut.rate)}; misses: ${heldOut.misses.join('; ')}`);
  t.diagnostic(`for comparison on the labelled set: eld alone ${percent(ngramsOnly.rate)}, scripts + lexicon without eld ${percent(lexiconOnly.rate)}`);
  assert.ok(main.rate >= 0.95, `labelled set accuracy ${percent(main.rate)}`);
  assert.ok(heldOut.rate >= 0.9, `held-out accuracy ${percent(heldOut.rate)}`);
  assert.ok(main.rate > ngramsOnly.rate, 'the lexicon evidence improves on eld alone');
});

test('scripts decide CJK text: kana is Japanese, Hangul Korean, Han Chinese unless its words are Japanese only', () => {
  assert.deepEqual(detectLanguage('寿司 ベジタリアン', noNgrams), { language: 'ja', confidence: 0.99 });
  assert.deepEqual(detectLanguage('비건 한식', noNgrams), { language: 'ko', confidence: 0.99 });
  assert.equal(detectLanguage('素食 中餐', noNgrams).language, 'zh');
  assert.equal(detectLanguage('焼肉', noNgrams).language, 'ja');
  assert.equal(detectLanguage('sushi ベジタリアン', noNgrams).language, 'ja');
});

test('"comida vegana barata" is Spanish and Portuguese alike: Spanish, unsure, unless the interface says Portuguese', () => {
  const plain = detectLanguage('comida vegana barata', eld);
  assert.equal(plain.language, 'es');
  assert.ok(plain.confidence < 0.6, `confidence ${plain.confidence}`);
  assert.equal(detectLanguage('comida vegana barata', eld, 'pt').language, 'pt');
  // A hint never overrides clear evidence.
  assert.equal(detectLanguage('pizza senza glutine', eld, 'pt').language, 'it');
  assert.equal(detectLanguage('vegan food near me', eld, 'de').language, 'en');
});

test('confidence is high for clear text and low when there is nothing to go on', () => {
  assert.ok(detectLanguage('restaurant végétarien pas cher', eld).confidence >= 0.9, `expected detectLanguage('restaurant végétarien pas cher', eld).confidence >= 0.9; got detectLanguage('restaurant végétarien pas cher', eld).confidence = ${inspect(detectLanguage('restaurant végétarien pas cher', eld).confidence)}`);
  assert.deepEqual(detectLanguage('123 !!', eld), { language: 'en', confidence: 0.2 });
});
