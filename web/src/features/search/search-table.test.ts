import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readSearchAgainState } from './search-form';
import { ALONE, tableRequest } from './search-table';

const ANA = '11111111-1111-4111-8111-111111111111';
const GONE = '22222222-2222-4222-8222-222222222222';

test('"Search for" sends ids only, of profiles still kept; nothing for a search alone (product-rules §14.4)', () => {
  assert.deepEqual(tableRequest(ALONE, [ANA]), {});
  assert.deepEqual(tableRequest({ includeMe: true, dinerIds: [ANA, GONE] }, [ANA]), { dinerIds: [ANA], includeMe: true });
  assert.deepEqual(tableRequest({ includeMe: false, dinerIds: [ANA] }, [ANA]), { dinerIds: [ANA], includeMe: false });
  assert.deepEqual(tableRequest({ includeMe: false, dinerIds: [GONE] }, [ANA]), {}, 'nobody left: the user alone');
});

test('Search Again brings the table of the search (ids only, at most 8)', () => {
  const ids = Array.from({ length: 10 }, (_, i) => `${i}`);
  assert.deepEqual(readSearchAgainState({ table: { includeMe: false, dinerIds: [ANA, 7] } })?.table, { includeMe: false, dinerIds: [ANA] });
  assert.equal(readSearchAgainState({ table: { includeMe: true, dinerIds: ids } })?.table?.dinerIds.length, 8);
  assert.equal(readSearchAgainState({ searchQuery: 'x', table: { dinerIds: [] } })?.table, undefined);
});
