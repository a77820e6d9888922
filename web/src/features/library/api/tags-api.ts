import { createTag, deleteTag, listTagged, listTagLinks, listTags, tagRestaurant, untagRestaurant } from '@shared/api/contracts/library';
import type { DeleteTagResponse, Tag, TaggedListResponse, TaggedRestaurant, TagLinksResponse, TagListResponse, UntagResponse } from '@shared/api/library';
import { callApi } from '@/lib/api-client';
import { type SavableRestaurant, toCopy } from '../types';

export function fetchTags(signal?: AbortSignal): Promise<TagListResponse> {
  return callApi(listTags, {}, { signal });
}

/** One page of the tagged list, each restaurant scanned by the server against the current profile. */
export function fetchTaggedPage(cursor: string | undefined, signal?: AbortSignal): Promise<TaggedListResponse> {
  return callApi(listTagged, { query: cursor ? { cursor } : {} }, { signal });
}

export function fetchTagLinks(signal?: AbortSignal): Promise<TagLinksResponse> {
  return callApi(listTagLinks, {}, { signal });
}

export function postTag(name: string, color?: string): Promise<Tag> {
  return callApi(createTag, { body: color ? { name, color } : { name } });
}

export function removeTag(tagId: string): Promise<DeleteTagResponse> {
  return callApi(deleteTag, { params: { tagId } });
}

export function putRestaurantTag(restaurant: SavableRestaurant, tagId: string): Promise<TaggedRestaurant> {
  return callApi(tagRestaurant, { params: { restaurantId: restaurant.id, tagId }, body: toCopy(restaurant) });
}

export function deleteRestaurantTag(restaurantId: string, tagId: string): Promise<UntagResponse> {
  return callApi(untagRestaurant, { params: { restaurantId, tagId } });
}

