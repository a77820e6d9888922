import { randomUUID } from 'node:crypto';
import {
  type CreateTagPayload,
  type DeleteTagResponse,
  LIBRARY_ERROR_CODES,
  LIBRARY_MESSAGES,
  type LibraryPageRequest,
  type RestaurantCopy,
  type Tag,
  type TaggedListResponse,
  type TaggedRestaurant,
  type TagLinksResponse,
  type TagListResponse,
  type UntagResponse,
} from '../../../../shared/api/library';
import { firstUnusedTagColor, MAX_TAGS_PER_USER, TAG_MESSAGES, tagNameKey } from '../../../../shared/domain/tags';
import type { AuthContext } from '../../caller';
import type { Db } from '../../data/db';
import { deleteTagItem, getTag, listTags, putTag, readTagNameReservation, releaseTagName, reserveTagName } from '../../data/tag-repository';
import { addTagToRestaurant, listTagged, removeTagFromRestaurant, type StoredTagged } from '../../data/tagged-repository';
import { decrementTotal, incrementTotalRepairingDrift, markTotalsMoving } from '../../data/user-totals-repository';
import { DomainError } from '../../errors';
import type { PlacesPort } from '../../providers/places/port';
import { withCurrentScans } from './current-scan';
import { pageOf } from './library-page';
import { callerPlan } from '../billing/plan-service';
import { assertRestaurantCopy } from './saved-restaurant-copy';
import * as clock from '../../clock';

/**
 * Tags (product-rules §6.1 tag dialog, product-rules §6.2 tag management): premium only (canCreateTags), every route.
 * Creating takes a unit of the tags counter (MAX_TAGS_PER_USER) with one conditional write, then
 * claims the name with one conditional put (unique without regard to case, also under
 * concurrency); a refused claim gives the unit back. Reads join tagged records with the live tags,
 * so an id left behind by a concurrent delete is never shown.
 */
export interface TagDeps {
  db: Db;
  now?: () => Date;
  /** MAX_TAGS_PER_USER unless a test sets another. */
  maxTags?: number;
}

/** A name claim whose tag never appeared (a create that failed half-way) is taken over after this. */
const STALE_RESERVATION_MS = 60_000;

export async function listUserTags(deps: TagDeps, caller: AuthContext): Promise<TagListResponse> {
  await assertCanTag(deps.db, caller.userId);
  return { tags: byName(await listTags(deps.db, caller.userId)) };
}

export async function createTag(deps: TagDeps, caller: AuthContext, payload: CreateTagPayload): Promise<Tag> {
  const { db } = deps;
  const userId = caller.userId;
  await assertCanTag(db, userId);
  const now = deps.now?.() ?? clock.now();
  const color = payload.color ?? firstUnusedTagColor((await listTags(db, userId)).map((t) => t.color));
  const nameKey = tagNameKey(payload.name);
  const tag: Tag = { id: randomUUID(), tag_name: payload.name, color, created_at: now.toISOString() };

  await incrementTotalRepairingDrift(db, userId, 'tags', deps.maxTags ?? MAX_TAGS_PER_USER, now, {
    code: LIBRARY_ERROR_CODES.tagLimitReached,
    message: LIBRARY_MESSAGES.tagLimitReached,
  });
  try {
    if (!(await claimName(db, userId, nameKey, tag.id, now))) {
      throw new DomainError('conflict', LIBRARY_ERROR_CODES.tagNameTaken, TAG_MESSAGES.duplicate);
    }
    try {
      return await putTag(db, userId, { ...tag, nameKey });
    } catch (error) {
      await releaseTagName(db, userId, nameKey, tag.id).catch(() => undefined);
      throw error;
    }
  } catch (error) {
    await decrementTotal(db, userId, 'tags', now).catch(() => undefined);
    throw error;
  }
}

export async function deleteTag(deps: TagDeps, caller: AuthContext, tagId: string): Promise<DeleteTagResponse> {
  const { db } = deps;
  const userId = caller.userId;
  await assertCanTag(db, userId);
  const now = deps.now?.() ?? clock.now();
  await markTotalsMoving(db, userId, now);
  const deleted = await deleteTagItem(db, userId, tagId);
  if (!deleted) throw tagNotFound();
  await Promise.all([releaseTagName(db, userId, deleted.nameKey, tagId), decrementTotal(db, userId, 'tags', now)]);
  const uses = await listTagged(db, userId, tagId);
  const results = await Promise.all(uses.map((record) => removeTagFromRestaurant(db, userId, record.restaurantId, tagId, now)));
  return { deleted: true, untaggedRestaurants: results.filter((r) => r.removed).length };
}

/** GET /me/tagged: one page, newest first, each item scanned against the caller's current profile. */
export async function listTaggedRestaurants(deps: TagDeps & { places: PlacesPort }, caller: AuthContext, query: LibraryPageRequest): Promise<TaggedListResponse> {
  const all = await liveTagged(deps.db, caller.userId);
  const page = pageOf(all, (item) => ({ at: item.updated_at, id: item.restaurant_id }), { list: 'tagged', userId: caller.userId, cursor: query.cursor, limit: query.limit });
  return { ...page, items: await withCurrentScans(deps, caller.userId, page.items) };
}

/** GET /me/tag-links: every tagged restaurant's live tag ids. */
export async function listTagLinks(deps: TagDeps, caller: AuthContext): Promise<TagLinksResponse> {
  const all = await liveTagged(deps.db, caller.userId);
  return { items: all.map((item) => ({ restaurant_id: item.restaurant_id, tag_ids: item.tag_ids })) };
}

/** The caller's tagged restaurants with their live tags (premium); records left with no live tag are skipped. */
async function liveTagged(db: Db, userId: string): Promise<TaggedRestaurant[]> {
  await assertCanTag(db, userId);
  const [tags, records] = await Promise.all([listTags(db, userId), listTagged(db, userId)]);
  return records.map((record) => toApi(record, tags)).filter((item) => item.tags.length > 0);
}

export async function tagRestaurant(deps: TagDeps, caller: AuthContext, restaurantId: string, tagId: string, copy: RestaurantCopy): Promise<TaggedRestaurant> {
  const { db } = deps;
  const userId = caller.userId;
  await assertCanTag(db, userId);
  assertRestaurantCopy(restaurantId, copy);
  if (!(await getTag(db, userId, tagId))) throw tagNotFound();
  const now = deps.now?.() ?? clock.now();
  const record = await addTagToRestaurant(db, userId, copy, tagId, now);
  // Deleted while we added it: take the use back out so no dangling id stays behind.
  if (!(await getTag(db, userId, tagId))) {
    await removeTagFromRestaurant(db, userId, restaurantId, tagId, now);
    throw tagNotFound();
  }
  return toApi(record, await listTags(db, userId));
}

export async function untagRestaurant(deps: TagDeps, caller: AuthContext, restaurantId: string, tagId: string): Promise<UntagResponse> {
  const { db } = deps;
  const userId = caller.userId;
  await assertCanTag(db, userId);
  if (!(await getTag(db, userId, tagId))) throw tagNotFound();
  const { removed, record } = await removeTagFromRestaurant(db, userId, restaurantId, tagId, deps.now?.() ?? clock.now());
  if (!record) return { removed, item: null };
  const item = toApi(record, await listTags(db, userId));
  return { removed, item: item.tags.length > 0 ? item : null };
}

async function assertCanTag(db: Db, userId: string): Promise<void> {
  const { limits } = await callerPlan(db, userId);
  if (!limits.canCreateTags) throw new DomainError('forbidden', LIBRARY_ERROR_CODES.tagsPremiumOnly, LIBRARY_MESSAGES.tagsPremiumOnly);
}

/** Claims the name; a claim left by a create that failed half-way (no tag after a minute) is taken over once. */
async function claimName(db: Db, userId: string, nameKey: string, tagId: string, now: Date): Promise<boolean> {
  if (await reserveTagName(db, userId, nameKey, tagId, now)) return true;
  const claim = await readTagNameReservation(db, userId, nameKey);
  if (!claim || now.getTime() - Date.parse(claim.createdAt) < STALE_RESERVATION_MS) return false;
  if (await getTag(db, userId, claim.tagId)) return false;
  await releaseTagName(db, userId, nameKey, claim.tagId);
  return reserveTagName(db, userId, nameKey, tagId, now);
}

function tagNotFound(): DomainError {
  return new DomainError('not-found', LIBRARY_ERROR_CODES.tagNotFound, LIBRARY_MESSAGES.tagNotFound);
}

function byName(tags: Tag[]): Tag[] {
  return [...tags].sort((a, b) => tagNameKey(a.tag_name).localeCompare(tagNameKey(b.tag_name)) || a.id.localeCompare(b.id));
}

/** The API shape: the record's live tags only, by name. */
function toApi(record: StoredTagged, tags: Tag[]): TaggedRestaurant {
  const live = byName(tags.filter((t) => record.tagIds.includes(t.id)));
  return { restaurant_id: record.restaurantId, restaurant_data: record.restaurant, tag_ids: live.map((t) => t.id), tags: live, updated_at: record.updatedAt };
}
