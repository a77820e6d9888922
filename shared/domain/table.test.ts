import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileScanProfile, scanRestaurant } from './allergen-scan/index';
import { dishMarkLevel, safetyRank, tableRank, type DinerVerdict } from './table';

// A place whose text names peanuts and is a Thai kitchen (product-rules §11.2, §11.4).
const satay = { name: 'Satay House', cuisineType: ['Thai'], description: 'Chicken satay with peanut sauce, rice and curry.' };
const salad = { name: 'Green Bowl', cuisineType: ['Salad'], description: 'Fresh salads and soups.' };
const scan = (place: object, lists: Parameters<typeof compileScanProfile>[0]) => scanRestaurant(place, compileScanProfile(lists));
const verdict = (dinerId: string, result: DinerVerdict['scan']): DinerVerdict => ({ dinerId, name: dinerId, initials: dinerId[0]!.toUpperCase(), scan: result });

describe('eating together: the verdict per diner and "best for everyone" (product-rules §14.4)', () => {
  it('each diner is scanned with their own allergies and severities: the same place is High Risk for one and not for another', () => {
    const forAna = scan(satay, { allergies: ['Peanuts'] });
    const forBen = scan(satay, { allergies: ['Milk'], allergySeverities: { Milk: 'intolerance' } });
    assert.equal(forAna.riskLevel, 'danger');
    assert.notEqual(forBen.riskLevel, 'danger');
  });

  it('ranks a place by the WORST verdict at its table, whoever has it', () => {
    const safeForAll = { allergyInfo: scan(salad, {}), table: [verdict('me', scan(salad, {})), verdict('ana', scan(salad, {}))] };
    const highForAna = {
      allergyInfo: scan(satay, {}),
      table: [verdict('me', scan(satay, {})), verdict('ana', scan(satay, { allergies: ['Peanuts'] }))],
    };
    assert.equal(tableRank(highForAna), 4, 'Ana\'s "Contains Peanuts" is the worst at this table');
    assert.equal(tableRank(highForAna), safetyRank(highForAna.table[1]!.scan));
    assert.ok(tableRank(safeForAll) < tableRank(highForAna), `${tableRank(safeForAll)} < ${tableRank(highForAna)}`);
  });

  it('a place with no table ranks by its own scan', () => {
    const own = scan(satay, { allergies: ['Peanuts'] });
    assert.equal(tableRank({ allergyInfo: own }), safetyRank(own));
    assert.equal(tableRank({ allergyInfo: own, table: [] }), safetyRank(own));
  });

  it('a dish marks a diner High Risk for a "Contains" or a severe "May contain", Check Menu for other findings, nothing without one', () => {
    const dish = (name: string, ingredients: string) => ({ menuItems: [{ name, ingredients }] });
    const severe = compileScanProfile({ allergies: ['Peanuts'], allergySeverities: { Peanuts: 'severe' } });
    const plain = compileScanProfile({ allergies: ['Peanuts'] });
    assert.equal(dishMarkLevel(scanRestaurant(dish('Satay', 'chicken, peanut sauce'), plain)), 'danger');
    assert.equal(dishMarkLevel(scanRestaurant(dish('Pad thai', 'rice noodles, egg'), severe)), 'danger');
    assert.equal(dishMarkLevel(scanRestaurant(dish('Pad thai', 'rice noodles, egg'), plain)), 'caution');
    assert.equal(dishMarkLevel(scanRestaurant(dish('Green salad', 'lettuce, cucumber'), severe)), undefined);
  });
});
