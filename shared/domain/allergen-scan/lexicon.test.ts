import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ALLERGY_CATEGORIES, DIETS } from './categories';
import { compiledLexicon, foldedForms } from './compile';
import { GROUP_BIT, GROUP_IDS } from './groups';
import { ALLERGEN_TERMS } from './lexicon/allergens';
import { DIET_TERMS } from './lexicon/diets';
import { DISHES } from './lexicon/dishes';
import { FALSE_FRIENDS } from './lexicon/false-friends';
import { DOC_END, DOC_START, renderLexiconDoc } from './render-lexicon-doc';
import { scanText } from './scan';
import { lookupPhrase } from './test-helpers';

test('every group has words, and every group is used by some allergy or diet', () => {
  const used = new Set([...ALLERGY_CATEGORIES, ...DIETS].flatMap((c) => c.groups));
  for (const group of GROUP_IDS) {
    const words = [...(ALLERGEN_TERMS[group] ?? []), ...(DIET_TERMS[group] ?? []), ...DISHES.filter((d) => d.groups?.includes(group) || d.maybe?.includes(group)).map((d) => d.term)];
    assert.ok(words.length > 0, `${group} has no words`);
    assert.ok(used.has(group), `${group} is checked by nothing`);
  }
});

test('every lexicon word compiles to a phrase with its group', () => {
  const { vocabulary, table } = compiledLexicon();
  const phraseOf = (form: string) => lookupPhrase(table, form.split(' ').map((w) => vocabulary.id(w)));
  const overridden = new Set(FALSE_FRIENDS.flatMap((f) => foldedForms(f.phrase)));
  for (const [group, terms] of [...Object.entries(ALLERGEN_TERMS), ...Object.entries(DIET_TERMS)]) {
    for (const term of terms) {
      for (const form of foldedForms(term)) {
        if (overridden.has(form)) continue;
        const phrase = phraseOf(form);
        assert.ok(phrase, `${term} (${form}) missing`);
        assert.ok(phrase.groups & GROUP_BIT[group as keyof typeof GROUP_BIT], `${term} lost ${group}`);
      }
    }
  }
  for (const friend of FALSE_FRIENDS) assert.ok(phraseOf(foldedForms(friend.phrase)[0]!), friend.phrase);
});

test('no false friend hides a spec trigger word', () => {
  const spec = ['peanut', 'groundnut', 'arachis oil', 'peanut butter', 'almond', 'walnut', 'cashew', 'pecan', 'pistachio', 'hazelnut', 'brazil nut', 'macadamia', 'pine nut', 'milk', 'dairy', 'cheese', 'butter', 'cream', 'yogurt', 'lactose', 'casein', 'whey', 'egg', 'albumin', 'mayonnaise', 'meringue', 'fish', 'salmon', 'tuna', 'cod', 'anchovy', 'sardine', 'fish sauce', 'shrimp', 'crab', 'lobster', 'oyster', 'mussel', 'clam', 'scallop', 'shellfish', 'wheat', 'flour', 'bread', 'pasta', 'gluten', 'semolina', 'bulgur', 'soy', 'soya', 'tofu', 'tempeh', 'miso', 'edamame', 'lecithin', 'soy sauce'];
  const hidden = new Set(FALSE_FRIENDS.map((f) => f.phrase));
  for (const word of spec) assert.ok(!hidden.has(word) || word === 'peanut butter', word);
});

test('docs/allergen-scan.md lists exactly the words in the code', () => {
  const path = resolve(import.meta.dirname, '..', '..', '..', 'docs', 'allergen-scan.md');
  const doc = readFileSync(path, 'utf8');
  const start = doc.indexOf(DOC_START);
  const end = doc.indexOf(DOC_END);
  assert.ok(start >= 0 && end > start, 'the generated section markers are missing');
  const current = doc.slice(start, end + DOC_END.length);
  const wanted = renderLexiconDoc();
  if (process.env.UPDATE_ALLERGEN_DOC === '1' && current !== wanted) writeFileSync(path, doc.replace(current, wanted));
  else assert.equal(current, wanted, 'docs/allergen-scan.md is stale: run UPDATE_ALLERGEN_DOC=1 node --import tsx --test shared/domain/allergen-scan/lexicon.test.ts');
});

test('scanning is linear: 1 MB of ingredient-like text costs about ten times 100 KB, not a hundred', () => {
  // A ratio, not a wall-clock limit (the speed itself is `npm run bench`'s): a quadratic scan makes
  // ten times the text cost ~100 times as much; linear costs ~10. Each size's best of 3 runs evens
  // out a busy machine.
  const unit = 'Sugar, wheat flour, palm oil, cocoa butter, skimmed milk powder, hazelnuts (13%), emulsifier: soy lecithin, salt, vanilla. ';
  const textOf = (bytes: number) => unit.repeat(Math.ceil(bytes / unit.length));
  const profile = { allergies: ['Peanuts', 'Tree Nuts', 'Milk', 'Eggs', 'Fish', 'Shellfish', 'Wheat', 'Soy', 'Sesame'], dietaryPreferences: ['Vegan', 'Halal'] };
  scanText(unit, profile);
  const bestOf3 = (text: string) => {
    let best = Infinity;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      assert.equal(scanText(text, profile).riskLevel, 'danger');
      best = Math.min(best, performance.now() - started);
    }
    return best;
  };
  const small = bestOf3(textOf(100_000));
  const large = bestOf3(textOf(1_000_000));
  assert.ok(large / small < 35, `10x the text took ${(large / small).toFixed(1)}x the time (100 KB ${small.toFixed(0)} ms, 1 MB ${large.toFixed(0)} ms)`);
});
