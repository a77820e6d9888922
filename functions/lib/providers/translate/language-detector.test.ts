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

test('dish names and loanwords are no evidence of a language: alone they are read in the interface language', () => {
  for (const dish of ['pizza', 'sushi', 'ramen', 'pasta', 'taco', 'burger', 'café', 'kebab', 'tapas']) {
    for (const ui of ['en', 'de', 'es', 'fr', 'ja'] as const) {
      assert.equal(detectLanguage(dish, eld, ui).language, ui, `"${dish}" in the ${ui} interface`);
    }
    assert.equal(detectLanguage(dish, eld).language, 'en', `"${dish}" without an interface language`);
  }
});

test('the words around a dish name decide: "vegane Pizza" is German, "vegan pizza near me" English, "sushi sin gluten" Spanish', () => {
  for (const ui of [undefined, 'en', 'it', 'de'] as const) {
    assert.equal(detectLanguage('vegane Pizza', eld, ui).language, 'de', `"vegane Pizza" in the ${ui ?? 'no'} interface`);
    assert.equal(detectLanguage('vegan pizza near me', eld, ui).language, 'en', `"vegan pizza near me" in the ${ui ?? 'no'} interface`);
  }
  assert.equal(detectLanguage('sushi sin gluten', eld, 'en').language, 'es');
  assert.equal(detectLanguage('tacos sans gluten', eld, 'en').language, 'fr');
  assert.equal(detectLanguage('ramen senza glutine', eld, 'de').language, 'it');
});

test('short text that does not commit to one language falls back to the interface language', () => {
  assert.equal(detectLanguage('vegan', eld, 'de').language, 'de');
  assert.equal(detectLanguage('vegan', eld, 'en').language, 'en');
  assert.equal(detectLanguage('vegetariano', eld, 'es').language, 'es');
  assert.equal(detectLanguage('vegetariano', eld, 'it').language, 'it');
  assert.equal(detectLanguage('vegetariano', eld, 'pt').language, 'pt');
  // Clear evidence is not overruled by the interface language.
  assert.equal(detectLanguage('glutenfrei', eld, 'en').language, 'de');
  assert.equal(detectLanguage('restaurant végétarien pas cher', eld, 'de').language, 'fr');
});

test('Han text in the Japanese interface is Japanese unless it holds characters only simplified Chinese uses', () => {
  for (const text of ['寿司', '寿司店', '拉麺', '中華料理', '素食 中餐', '餃子']) {
    assert.equal(detectLanguage(text, noNgrams, 'ja').language, 'ja', `"${text}" in the Japanese interface`);
  }
  for (const text of ['烤鸭', '饺子', '素食餐厅', '无麸质 面包', '寿司 饭']) {
    assert.equal(detectLanguage(text, noNgrams, 'ja').language, 'zh', `"${text}" in the Japanese interface`);
  }
  // Other interfaces: Chinese unless the words are Japanese only; the Chinese interface stays Chinese.
  assert.equal(detectLanguage('寿司', noNgrams, 'zh').language, 'zh');
  assert.equal(detectLanguage('寿司', noNgrams, 'en').language, 'zh');
  assert.equal(detectLanguage('焼肉', noNgrams, 'en').language, 'ja');
});
