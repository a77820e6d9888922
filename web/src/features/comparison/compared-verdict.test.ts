import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparisonItemSchema, recordComparisonRequestSchema } from '../../../../shared/api/comparisons';
import { toRestaurantSnapshot } from '../../../../shared/api/history';
import { scanRestaurant, toEnglishText, type AllergenScanInput, type ScanPreferences } from '../../../../shared/domain/allergen-scan';
import type { ComparedRestaurant } from '../../lib/comparison-nav-state';
import { comparedSnapshotOf, comparedVerdict, comparisonScanLists } from './compared-verdict';

// A comparison shows each restaurant with the verdict its card showed (product-rules §7.4), also when
// it is seen again from History: the card's verdict is recorded with it, "only" diets included.

const searchLists: ScanPreferences = { allergies: ['Milk'], dietaryPreferences: ['Vegan'] };
/** The user's profile, which differs from the lists picked on the search form. */
const profileLists: ScanPreferences = { allergies: [], dietaryPreferences: [] };

/** A search result as the server sends it: the card's scan used the search's lists and the source's description. */
function card(id: string, facts: Omit<AllergenScanInput, 'name'> & { name: string }): ComparedRestaurant {
  const allergyInfo = scanRestaurant({ ...facts, cuisineType: ['Pizza'] }, searchLists);
  const snapshot = toRestaurantSnapshot({
    id, name: facts.name, imageUrl: '/places/illustration?c=pizza&s=1', cuisineType: 'Pizza', cuisines: ['pizza'], address: '1 Market Street',
    formatted_address: '1 Market Street', vicinity: '1 Market Street', coordinates: { lat: 39.95, lng: -75.16 },
    dietaryOptions: [...(facts.dietaryOptions ?? [])], ...(facts.dietaryOnly ? { dietaryOnly: [...facts.dietaryOnly] } : {}),
    pros: [], cons: [], hasMenuExtraction: false, source: 'openstreetmap', demo: false, allergyInfo,
  });
  return { ...snapshot, allergyInfo };
}

/** Recorded through the API's request schema, stored, and read back as History lists it. */
function recordedAndReadBack(list: ComparedRestaurant[]): ComparedRestaurant[] {
  const { restaurants } = recordComparisonRequestSchema.parse({ restaurants: list.map(comparedSnapshotOf) });
  const item = comparisonItemSchema.parse({ id: 'c1', comparison_key: 'k', comparison_data: restaurants, restaurant_ids: [], created_at: new Date().toISOString(), saved: false });
  return item.comparison_data;
}

const lines = (scan: ReturnType<typeof comparedVerdict>) => (scan ? toEnglishText(scan) : null);

describe('a comparison seen again shows the verdict each card showed', () => {
  it('the card’s verdict (search lists, the source’s description, an "only" diet) is the one shown from History, not a rescan with the profile', () => {
    const veganOnly = card('osm-node-1', { name: 'Blackbird Pizzeria', description: 'Vegan cheesesteaks and pizza with cashew cheese.', dietaryOptions: ['Vegan', 'Vegetarian'], dietaryOnly: ['Vegan', 'Vegetarian'] });
    const dairy = card('osm-node-2', { name: 'Fratelli', description: 'Pizza with mozzarella and a cream sauce.', dietaryOptions: [] });
    const seenAgain = recordedAndReadBack([veganOnly, dairy]);
    for (const [i, shown] of [veganOnly, dairy].entries()) {
      assert.deepEqual(lines(comparedVerdict(seenAgain[i]!, profileLists)), lines(shown.allergyInfo!), shown.name);
    }
    assert.deepEqual(lines(comparedVerdict(seenAgain[0]!, profileLists))?.safeOptions, ['Only Vegan dishes']);
    assert.equal(comparedVerdict(seenAgain[1]!, profileLists)?.riskLevel, 'danger');
  });

  it('a comparison recorded before verdicts were kept: the snapshot keeps the "only" diet and the rescan honours it', () => {
    const veganOnly = card('osm-node-1', { name: 'Blackbird Pizzeria', dietaryOptions: ['Vegan'], dietaryOnly: ['Vegan'] });
    const { allergyInfo: _dropped, ...withoutVerdict } = veganOnly;
    const [seenAgain] = recordedAndReadBack([withoutVerdict, { ...withoutVerdict, id: 'osm-node-3' }]);
    assert.deepEqual(seenAgain!.dietaryOnly, ['Vegan']);
    assert.deepEqual(lines(comparedVerdict(seenAgain!, { dietaryPreferences: ['Vegan'] }))?.safeOptions, ['Only Vegan dishes']);
    assert.deepEqual(lines(comparedVerdict(seenAgain!, { dietaryPreferences: ['Vegan'] }))?.dietaryWarnings, []);
  });
});

describe('a comparison rescanned with the profile keeps each allergy’s severity (product-rules §11.4)', () => {
  /** A Thai place recorded before verdicts were kept: only its name and cuisine are left to scan. */
  function thaiSnapshot(): ComparedRestaurant {
    const { allergyInfo: _dropped, ...withoutVerdict } = card('osm-node-9', { name: 'Siam Kitchen', dietaryOptions: [] });
    return { ...withoutVerdict, cuisineType: 'Thai', cuisines: ['thai'] };
  }

  it('a severe peanut allergy: the Thai kitchen’s peanuts are High Risk, as on the card the server scanned', () => {
    const profile = { allergies: ['Peanuts'], dietary_preferences: [], allergy_severities: { Peanuts: 'severe' as const } };
    const [seenAgain] = recordedAndReadBack([thaiSnapshot(), { ...thaiSnapshot(), id: 'osm-node-10' }]);
    const cardScan = scanRestaurant({ name: 'Siam Kitchen', cuisineType: ['Thai', 'Thai'], dietaryOptions: [] }, { allergies: ['Peanuts'], allergySeverities: { Peanuts: 'severe' } });
    assert.equal(cardScan.riskLevel, 'danger', 'the card (server scan with the severity)');
    assert.equal(comparedVerdict(seenAgain!, comparisonScanLists(profile))?.riskLevel, 'danger');
  });

  it('the same allergy without a severity stays a plain allergy (Check Menu); no profile yet: no verdict', () => {
    const [seenAgain] = recordedAndReadBack([thaiSnapshot(), { ...thaiSnapshot(), id: 'osm-node-10' }]);
    assert.equal(comparedVerdict(seenAgain!, comparisonScanLists({ allergies: ['Peanuts'], dietary_preferences: [] }))?.riskLevel, 'caution');
    assert.equal(comparedVerdict(seenAgain!, comparisonScanLists(null)), null);
  });
});
