import assert from 'node:assert/strict';
import { test } from 'node:test';
import { groupPins, type ScreenPin } from './pin-clusters';

// Pins that overlap on screen become one mark with their count and the worst badge (product-rules §4.10).

const pin = (id: string, x: number, y: number, kind: ScreenPin['kind'] = 'safe'): ScreenPin => ({ id, x, y, kind });

test('pins closer than the distance form one group; pins farther apart stay alone', () => {
  const groups = groupPins([pin('a', 0, 0), pin('b', 10, 10), pin('c', 100, 0), pin('d', 0, 27)], 28);
  assert.deepEqual(groups.map((g) => g.ids), [['a', 'b', 'd'], ['c']]);
  assert.deepEqual(groupPins([pin('a', 0, 0), pin('b', 28, 0)], 28).map((g) => g.ids), [['a'], ['b']], 'exactly the distance apart: not overlapping');
});

test("a group shows its worst badge: High Risk over Check Menu over Safe Option, whatever the pins' order", () => {
  assert.equal(groupPins([pin('a', 0, 0, 'safe'), pin('b', 1, 1, 'danger'), pin('c', 2, 2, 'caution')], 28)[0]!.worst, 'danger');
  assert.equal(groupPins([pin('a', 0, 0, 'caution'), pin('b', 1, 1, 'safe')], 28)[0]!.worst, 'caution');
  assert.equal(groupPins([pin('a', 0, 0, 'safe'), pin('b', 1, 1, 'safe')], 28)[0]!.worst, 'safe');
});

test('no pins, no groups; every pin is in exactly one group', () => {
  assert.deepEqual(groupPins([], 28), []);
  const many = Array.from({ length: 40 }, (_, i) => pin(`p${i}`, (i % 7) * 15, Math.floor(i / 7) * 15, i % 3 === 0 ? 'danger' : 'safe'));
  const ids = groupPins(many, 28).flatMap((g) => g.ids);
  assert.deepEqual([...ids].sort(), many.map((p) => p.id).sort());
});
