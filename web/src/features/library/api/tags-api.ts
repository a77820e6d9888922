import { createTag, deleteTag, listTagged, listTags, tagRestaurant, untagRestaurant } from '@shared/api/contracts/library';
import type { DeleteTagResponse, Tag, TaggedListResponse, TaggedRestaurant, TagListResponse, UntagResponse } from '@shared/api/library';
import { callApi } from '@/lib/api-client';
import { type SavableRestaurant, toCopy } from '../types';

export function fetchTags(signal?: AbortSignal): Promise<TagListResponse> {
  return callApi(listTags, {}, { signal });
}

export function fetchTagged(signal?: AbortSignal): Promise<TaggedListResponse> {
  return callApi(listTagged, {}, { signal });
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

