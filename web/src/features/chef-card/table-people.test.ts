import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DinerProfile } from '../../../../shared/api/diner-profiles';
import { dishPeople } from './dish-people';
import { ME, tablePeople, toggledPerson } from './table-people';

const diner = (id: string, name: string, allergies: string[], severities: DinerProfile['allergy_severities'] = {}, diets: string[] = []): DinerProfile => ({
  id,
  name,
  allergies,
  allergy_severities: severities,
  dietary_preferences: diets,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
});

const profile = { allergies: ['Peanuts'], allergy_severities: { Peanuts: 'severe' as const }, dietary_preferences: ['Vegan'] };
const anna = diner('d-anna', 'Anna', ['Milk', 'Sesame'], { Milk: 'intolerance', Sesame: 'severe' });
const kenji = diner('d-kenji', 'Kenji', [], {}, ['Halal']);

describe('who the chef card speaks for (product-rules §17.1)', () => {
  it('the user (without a name) first when chosen, then each chosen diner by name, in the order of their list', () => {
    const people = tablePeople(profile, [anna, kenji], ['d-kenji', ME, 'd-anna']);
    assert.deepEqual(
      people.map((person) => person.name),
      [undefined, 'Anna', 'Kenji'],
    );
    assert.deepEqual(people[1]!.allergies, [
      { entry: 'Milk', severity: 'intolerance' },
      { entry: 'Sesame', severity: 'severe' },
    ]);
    assert.deepEqual(people[2]!.diets, ['Halal']);
    assert.deepEqual(people[0]!.allergies, [{ entry: 'Peanuts', severity: 'severe' }]);
  });

  it('leaves out whoever is not chosen, the user included, and ids no longer in the list', () => {
    assert.deepEqual(
      tablePeople(profile, [anna, kenji], ['d-anna', 'd-deleted']).map((person) => person.name),
      ['Anna'],
    );
    assert.deepEqual(tablePeople(profile, [anna], []), []);
    assert.deepEqual(tablePeople(null, [anna], [ME]), [], 'no profile yet: nobody');
  });

  it('a diner severity not given reads as "allergy"', () => {
    const plain = diner('d-x', 'Xu', ['Eggs']);
    assert.deepEqual(tablePeople(profile, [plain], ['d-x'])[0]!.allergies, [{ entry: 'Eggs', severity: 'allergy' }]);
  });

  it('ticking adds a person once, clearing removes them', () => {
    assert.deepEqual(toggledPerson([ME], 'd-anna', true), [ME, 'd-anna']);
    assert.deepEqual(toggledPerson([ME, 'd-anna'], 'd-anna', true), [ME, 'd-anna']);
    assert.deepEqual(toggledPerson([ME, 'd-anna'], ME, false), ['d-anna']);
  });
});

describe('who a flagged dish is for (product-rules §17.4)', () => {
  const kitchen = { meHeading: 'Ich', people: [{}, {}] as never[] };
  it('names the people in the kitchen language, the user as "Me"; nothing for a card of one person', () => {
    assert.equal(dishPeople({ for: [undefined, 'Anna'] }, kitchen), 'Ich, Anna');
    assert.equal(dishPeople({ for: [undefined] }, { meHeading: 'Ich', people: [{}] as never[] }), null);
  });
});
