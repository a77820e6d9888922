import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { ALLERGY_SEVERITIES } from '../allergy-severity';
import { chefCardText, type ChefCardPerson, type RestrictionNameTable } from './chef-card-text';
import { languageForCountry } from './country-language';

/** Each language's own table of allergen and diet names: the web's search.json (scan.categories, scan.diets). */
function namesOf(language: Language): RestrictionNameTable {
  const file = join(import.meta.dirname, '../../../web/src/locales', language, 'search.json');
  const search = JSON.parse(readFileSync(file, 'utf8')) as { scan: RestrictionNameTable };
  return { categories: search.scan.categories, diets: search.scan.diets };
}

const me = (allergies: ChefCardPerson['allergies'], diets: string[] = []): ChefCardPerson => ({ allergies, diets });

describe('chef card wording (product-rules §17.2)', () => {
  it('asks about a severe allergy with "even traces are dangerous", a plain one without, an intolerance more lightly (English)', () => {
    const card = chefCardText(
      [me([{ entry: 'Milk', severity: 'intolerance' }, { entry: 'Peanuts', severity: 'severe' }, { entry: 'Eggs', severity: 'allergy' }], ['Vegetarian'])],
      'en',
      namesOf('en'),
    );
    assert.deepEqual(card.people[0]!.requests, [
      'Please tell me if any dish contains Peanuts. Even traces are dangerous for me.',
      'Please tell me if any dish contains Eggs, as I am allergic.',
      'Please let me know which dishes contain Milk; I have an intolerance.',
      'My diet: Vegetarian. Please tell me which dishes suit it.',
    ]);
  });

  it('lists the allergies most serious first, each with its severity in the language', () => {
    const card = chefCardText([me([{ entry: 'Milk', severity: 'intolerance' }, { entry: 'Sesame', severity: 'severe' }])], 'de', namesOf('de'));
    assert.deepEqual(
      card.people[0]!.allergies.map((line) => [line.name, line.severityLabel]),
      [
        ['Sesam', 'Schwere Allergie (Anaphylaxie)'],
        ['Milch', 'Unverträglichkeit'],
      ],
    );
    assert.equal(card.people[0]!.requests[0], 'Bitte sagen Sie mir, ob ein Gericht Sesam enthält. Schon Spuren sind für mich gefährlich.');
  });

  it('groups the allergies of one severity into one sentence ("Peanuts or Sesame")', () => {
    const card = chefCardText([me([{ entry: 'Peanuts', severity: 'severe' }, { entry: 'Sesame', severity: 'severe' }])], 'en', namesOf('en'));
    assert.deepEqual(card.people[0]!.requests, ['Please tell me if any dish contains Peanuts or Sesame. Even traces are dangerous for me.']);
  });

  for (const language of LANGUAGES) {
    it(`${language}: every severity and the diets have their own sentence, for the user and for a named diner, with the names of the language's table`, () => {
      const names = namesOf(language);
      const sentenceFor = (person: ChefCardPerson) => chefCardText([person], language, names).people[0]!.requests;
      const bySeverity = ALLERGY_SEVERITIES.map((severity) => sentenceFor(me([{ entry: 'Peanuts', severity }]))[0]!);
      assert.equal(new Set(bySeverity).size, 3, `three different sentences: ${bySeverity.join(' | ')}`);
      for (const sentence of bySeverity) assert.ok(sentence.includes(names.categories.peanuts!), `${sentence} names ${names.categories.peanuts}`);

      const named = ALLERGY_SEVERITIES.map((severity) => sentenceFor({ name: 'Zoë', allergies: [{ entry: 'Sesame', severity }], diets: [] })[0]!);
      assert.equal(new Set(named).size, 3);
      for (const sentence of named) assert.ok(sentence.includes('Zoë') && sentence.includes(names.categories.sesame!), sentence);
      assert.ok(!bySeverity.some((sentence) => named.includes(sentence.replace(names.categories.peanuts!, names.categories.sesame!))), 'a diner is not spoken of as "me"');

      const diet = sentenceFor(me([], ['Gluten-Free']));
      assert.equal(diet.length, 1);
      assert.ok(diet[0]!.includes(names.diets.glutenFree!), diet[0]);

      const card = chefCardText([me([{ entry: 'Shellfish', severity: 'allergy' }], ['Vegan'])], language, names);
      assert.deepEqual(card.people[0]!.allergies.map((line) => line.name), [names.categories.shellfish]);
      assert.deepEqual(card.people[0]!.diets, [names.diets.vegan]);
      for (const text of [card.title, card.allergiesHeading, card.dietsHeading, card.thanks]) assert.ok(text.trim().length > 0, `a text for every part: ${JSON.stringify(card)}`);
      if (language !== 'en') assert.notEqual(card.title, chefCardText([], 'en', namesOf('en')).title, 'the title is translated');
    });
  }

  it("keeps a user's own words as typed (no table names them) and leaves out people with nothing to say", () => {
    const card = chefCardText([me([{ entry: 'Kiwi', severity: 'severe' }]), { name: 'Sam', allergies: [], diets: [] }], 'ja', namesOf('ja'));
    assert.equal(card.people.length, 1);
    assert.equal(card.people[0]!.allergies[0]!.name, 'Kiwi');
    assert.ok(card.people[0]!.requests[0]!.startsWith('Kiwi'), card.people[0]!.requests[0]);
  });
});

describe('a card for the table: the user and named diners (product-rules §17.1, §17.2)', () => {
  const table: ChefCardPerson[] = [
    me([{ entry: 'Peanuts', severity: 'severe' }]),
    { name: 'Anna', allergies: [{ entry: 'Milk', severity: 'intolerance' }, { entry: 'Sesame', severity: 'severe' }], diets: ['Vegetarian'] },
    { name: 'Kenji', allergies: [{ entry: 'Eggs', severity: 'allergy' }], diets: [] },
  ];

  it('heads each person: the user as "Me" in the language, each diner by name, in the order given', () => {
    const card = chefCardText(table, 'de', namesOf('de'));
    assert.deepEqual(
      card.people.map((person) => person.heading),
      ['Ich', 'Anna', 'Kenji'],
    );
    assert.equal(chefCardText(table, 'ja', namesOf('ja')).people[0]!.heading, '私');
  });

  it("speaks of each diner by name with their own allergies, severities and diets, and of the user as \"me\"", () => {
    const card = chefCardText(table, 'en', namesOf('en'));
    assert.deepEqual(
      card.people.map((person) => person.requests),
      [
        ['Please tell me if any dish contains Peanuts. Even traces are dangerous for me.'],
        [
          'Please tell us if any dish contains Sesame. Even traces are dangerous for Anna.',
          'Please let us know which dishes contain Milk; Anna has an intolerance.',
          "Anna's diet: Vegetarian. Please tell us which dishes suit it.",
        ],
        ['Please tell us if any dish contains Eggs, as Kenji is allergic.'],
      ],
    );
    assert.deepEqual(
      card.people[1]!.allergies.map((line) => [line.name, line.severityLabel]),
      [
        ['Sesame', 'Severe allergy (anaphylaxis)'],
        ['Milk', 'Intolerance'],
      ],
    );
  });

  it('gives no "Me" heading when the card speaks for the user alone, or when the diners chosen have nothing to say', () => {
    assert.equal(chefCardText([table[0]!], 'en', namesOf('en')).people[0]!.heading, undefined);
    const alone = chefCardText([table[0]!, { name: 'Sam', allergies: [], diets: [] }], 'en', namesOf('en'));
    assert.deepEqual(alone.people.map((person) => person.heading), [undefined]);
  });

  it('a diner alone is still headed by their name', () => {
    assert.equal(chefCardText([table[2]!], 'fr', namesOf('fr')).people[0]!.heading, 'Kenji');
  });

  for (const language of LANGUAGES) {
    it(`${language}: the "Me" heading and the flagged dishes' heading and AI-estimate note are written`, () => {
      const card = chefCardText(table, language, namesOf(language));
      for (const text of [card.meHeading, card.dishesHeading, card.dishesNote]) assert.ok(text.trim().length > 0, `${language}: ${JSON.stringify(text)}`);
      if (language !== 'en') {
        const en = chefCardText(table, 'en', namesOf('en'));
        assert.notEqual(card.dishesNote, en.dishesNote, `${language}: the AI-estimate note is translated`);
        assert.notEqual(card.dishesHeading, en.dishesHeading, `${language}: the dishes heading is translated`);
      }
    });
  }
});

describe('the restaurant language from its country (product-rules §17.3)', () => {
  it('maps a country to the language its kitchens read, and none where the user must choose', () => {
    assert.equal(languageForCountry('JP'), 'ja');
    assert.equal(languageForCountry('de'), 'de');
    assert.equal(languageForCountry('BR'), 'pt');
    assert.equal(languageForCountry('GB'), 'en');
    assert.equal(languageForCountry('CH'), null);
    assert.equal(languageForCountry('TH'), null);
    assert.equal(languageForCountry(undefined), null);
  });
});
