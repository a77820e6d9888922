import { createHash } from 'node:crypto';
import { LIBRARY_ERROR_CODES, LIBRARY_MESSAGES } from '../../../../shared/api/library';
import { DomainError } from '../../errors';

/**
 * Pages of the saved and tagged lists. Both are ordered newest first by a time (`at`), ties by
 * restaurant id (`id`), and a page starts strictly after the last item of the one before, so an
 * item removed meanwhile moves nothing. The cursor names that last item, the list it comes from and
 * (by a hash) the account it was issued to: a cursor of another list or account is refused, and
 * anything that does not decode is refused too (both 400 INVALID_CURSOR). A cursor edited by its
 * own owner can only move the start within their own list, which they may read anyway.
 */
export type LibraryList = 'saved' | 'tagged';

export interface PagePosition {
  at: string;
  id: string;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
}

/** The list newest first, then one page of it after the cursor's position. */
export function pageOf<T>(all: readonly T[], positionOf: (item: T) => PagePosition, request: { list: LibraryList; userId: string; cursor?: string | undefined; limit: number }): Page<T> {
  const sorted = [...all].sort((a, b) => (isAfter(positionOf(a), positionOf(b)) ? 1 : isAfter(positionOf(b), positionOf(a)) ? -1 : 0));
  const after = request.cursor === undefined ? undefined : decodeCursor(request.list, request.userId, request.cursor);
  const rest = after ? sorted.filter((item) => isAfter(positionOf(item), after)) : sorted;
  const items = rest.slice(0, request.limit);
  const last = items.at(-1);
  const nextCursor = rest.length > items.length && last ? encodeCursor(request.list, request.userId, positionOf(last)) : null;
  return { items, nextCursor, total: sorted.length };
}

/** Newest first: `a` comes after `b` when it is older, or as old with a smaller id. */
function isAfter(a: PagePosition, b: PagePosition): boolean {
  return a.at < b.at || (a.at === b.at && a.id < b.id);
}

export function encodeCursor(list: LibraryList, userId: string, position: PagePosition): string {
  return Buffer.from(JSON.stringify({ l: list, u: ownerTag(userId), a: position.at, i: position.id }), 'utf8').toString('base64url');
}

export function decodeCursor(list: LibraryList, userId: string, cursor: string): PagePosition {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid(LIBRARY_MESSAGES.cursorMalformed);
  }
  if (!isPayload(payload)) throw invalid(LIBRARY_MESSAGES.cursorMalformed);
  if (payload.l !== list || payload.u !== ownerTag(userId)) throw invalid(LIBRARY_MESSAGES.cursorNotYours);
  return { at: payload.a, id: payload.i };
}

function isPayload(value: unknown): value is { l: string; u: string; a: string; i: string } {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return ['l', 'u', 'a', 'i'].every((k) => typeof v[k] === 'string' && (v[k] as string).length > 0 && (v[k] as string).length <= 200);
}

/** The account a cursor belongs to, without putting the user id itself into URLs. */
function ownerTag(userId: string): string {
  return createHash('sha256').update(`forksure:library-cursor:${userId}`).digest('base64url').slice(0, 16);
}

function invalid(message: string): DomainError {
  return new DomainError('invalid', LIBRARY_ERROR_CODES.invalidCursor, message);
}
