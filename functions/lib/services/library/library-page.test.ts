import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DomainError } from '../../errors';
import { decodeCursor, encodeCursor, pageOf } from './library-page';

// Newest first, with a tie on the time broken by id (descending).
const items = [
  { at: '2026-01-05', id: 'e' },
  { at: '2026-01-04', id: 'd2' },
  { at: '2026-01-04', id: 'd1' },
  { at: '2026-01-03', id: 'c' },
  { at: '2026-01-02', id: 'b' },
];
const position = (x: { at: string; id: string }) => x;

test('pages of 2 walk the whole list once, in order, and the last page has no cursor', () => {
  const seen: string[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 10; pages++) {
    const page = pageOf(items, position, { list: 'saved', userId: 'u1', cursor, limit: 2 });
    seen.push(...page.items.map((x) => x.id));
    assert.equal(page.total, 5);
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  assert.deepEqual(seen, ['e', 'd2', 'd1', 'c', 'b']);
});

test('the list is put in order first: newest first, ties by id', () => {
  const shuffled = [items[3]!, items[0]!, items[2]!, items[4]!, items[1]!];
  assert.deepEqual(pageOf(shuffled, position, { list: 'saved', userId: 'u1', limit: 5 }).items.map((x) => x.id), ['e', 'd2', 'd1', 'c', 'b']);
});

test('a page that ends exactly at the end of the list gives no cursor', () => {
  assert.equal(pageOf(items, position, { list: 'saved', userId: 'u1', limit: 5 }).nextCursor, null);
});

test('the next page starts after the cursor even when that item was removed meanwhile', () => {
  const first = pageOf(items, position, { list: 'saved', userId: 'u1', limit: 2 });
  const withoutD2 = items.filter((x) => x.id !== 'd2');
  const next = pageOf(withoutD2, position, { list: 'saved', userId: 'u1', cursor: first.nextCursor!, limit: 2 });
  assert.deepEqual(next.items.map((x) => x.id), ['d1', 'c']);
});

test("another account's cursor, another list's cursor and forged cursors are refused as INVALID_CURSOR", () => {
  const cursor = encodeCursor('saved', 'u1', { at: '2026-01-04', id: 'd2' });
  assert.deepEqual(decodeCursor('saved', 'u1', cursor), { at: '2026-01-04', id: 'd2' });
  for (const [list, user, bad] of [
    ['saved', 'u2', cursor],
    ['tagged', 'u1', cursor],
    ['saved', 'u1', 'bm90LWpzb24'],
    ['saved', 'u1', Buffer.from('{"l":"saved"}').toString('base64url')],
    ['saved', 'u1', Buffer.from('[1,2]').toString('base64url')],
  ] as const) {
    assert.throws(() => decodeCursor(list, user, bad), (error: unknown) => error instanceof DomainError && error.code === 'INVALID_CURSOR' && error.kind === 'invalid');
  }
});
