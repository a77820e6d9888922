import assert from 'node:assert/strict';
import { test } from 'node:test';
import { saveDecision, upgradeTierForLimit } from './save-decision';

test('a saved restaurant is unsaved whatever the count', () => {
  assert.equal(saveDecision({ saved: true, savedCount: 9, limit: 5 }), 'unsave');
});

test('Free (limit 5): the 1st to 5th save go through, the 6th is refused with the limit toast', () => {
  for (let count = 0; count < 5; count += 1) assert.equal(saveDecision({ saved: false, savedCount: count, limit: 5 }), 'save');
  assert.equal(saveDecision({ saved: false, savedCount: 5, limit: 5 }), 'refuse-limit');
});

test('over the limit (7 saved on a plan of 5, after a downgrade): saving is refused with the over-limit message', () => {
  assert.equal(saveDecision({ saved: false, savedCount: 7, limit: 5 }), 'refuse-over-limit');
});

test('unlimited (-1) always saves', () => {
  assert.equal(saveDecision({ saved: false, savedCount: 10_000, limit: -1 }), 'save');
});

test('the limit toast offers Pro at a limit of 5 and Premium at 20', () => {
  assert.equal(upgradeTierForLimit(5), 'pro');
  assert.equal(upgradeTierForLimit(20), 'premium');
});
