import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CUISINES } from '../cuisines';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { formUnits } from './compile';
import { expandForms } from './forms';
import { LEXICON } from './lexicon';
import { INGREDIENT_RULES } from './lexicon/ingredients';
import { PRICE_LEVELS, type IngredientId, type LexiconEntry } from './types';

const entriesWith = (predicate: (entry: LexiconEntry) => boolean) => LEXICON.filter(predicate);
const hasForm = (entries: LexiconEntry[], language: Language) => entries.some((entry) => Boolean(entry.forms[language]));

test('brace and alternative notation expands as documented', () => {
  assert.deepEqual(
    expandForms('vegan{o,a,os,as}|=soy|pas cher').map((f) => [f.text, f.strict]),
    [['vegano', false], ['vegana', false], ['veganos', false], ['veganas', false], ['soy', true], ['pas cher', false]],
  );
  assert.deepEqual(expandForms('{,s}peanut{,s}').map((f) => f.text), ['peanut', 'peanuts', 'speanut', 'speanuts']);
});

test('every cuisine id, diet named outright, price level and allergen has words in each of the 9 languages', () => {
  for (const language of LANGUAGES) {
    for (const cuisine of CUISINES) {
      assert.ok(hasForm(entriesWith((e) => e.meaning.kind === 'cuisine' && e.meaning.cuisine === cuisine), language), `${cuisine} in ${language}`);
    }
    for (const diet of ['Vegetarian', 'Vegan', 'Halal', 'Kosher']) {
      assert.ok(hasForm(entriesWith((e) => e.meaning.kind === 'diet' && e.meaning.diet === diet), language), `${diet} in ${language}`);
    }
    for (const level of PRICE_LEVELS) {
      assert.ok(hasForm(entriesWith((e) => e.meaning.kind === 'price' && e.meaning.price === level), language), `${level} in ${language}`);
    }
    const ingredients: IngredientId[] = ['gluten', 'wheat', 'nuts', 'peanuts', 'treeNuts', 'dairy', 'lactose', 'eggs', 'fish', 'shellfish', 'soy', 'sesame', 'meat'];
    for (const id of ingredients) {
      assert.ok(hasForm(entriesWith((e) => e.meaning.kind === 'ingredient' && e.meaning.ingredient === id), language), `${id} in ${language}`);
    }
    assert.ok(hasForm(entriesWith((e) => e.meaning.kind === 'negation'), language), `a negation in ${language}`);
    assert.ok(hasForm(entriesWith((e) => e.meaning.kind === 'allergy'), language), `an allergy marker in ${language}`);
  }
});

test('every diet and allergy preset can be reached from some ingredient or diet word', () => {
  const diets = new Set<string>();
  const allergies = new Set<string>();
  for (const rule of Object.values(INGREDIENT_RULES)) {
    for (const r of [rule.avoided, rule.allergic]) {
      r.diets?.forEach((d) => diets.add(d));
      r.allergies?.forEach((a) => allergies.add(a));
    }
  }
  for (const e of LEXICON) if (e.meaning.kind === 'diet') diets.add(e.meaning.diet);
  assert.deepEqual([...diets].sort(), ['Dairy-Free', 'Gluten-Free', 'Halal', 'Kosher', 'Nut-Free', 'Vegan', 'Vegetarian']);
  assert.deepEqual([...allergies].sort(), ['Eggs', 'Fish', 'Milk', 'Peanuts', 'Sesame', 'Shellfish', 'Soy', 'Tree Nuts', 'Wheat']);
});

test('within one language no form has two meanings (the parser could not tell them apart)', () => {
  const seen = new Map<string, LexiconEntry>();
  const clashes: string[] = [];
  for (const entry of LEXICON) {
    for (const language of LANGUAGES) {
      for (const { text } of expandForms(entry.forms[language] ?? '')) {
        const key = `${language}:${formUnits(text).join(' ')}`;
        const other = seen.get(key);
        if (other && other !== entry) clashes.push(`${key} (${other.en} / ${entry.en})`);
        seen.set(key, entry);
      }
    }
  }
  assert.deepEqual(clashes, []);
});
