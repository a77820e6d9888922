import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { Tag, TagLinksResponse } from '@shared/api/library';
import { LIBRARY_ERROR_CODES } from '@shared/api/library-codes';
import { useUnreachableMessage } from '@/components/service-status/use-unreachable-message';
import { useAuth } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { deleteRestaurantTag, postTag, putRestaurantTag, removeTag } from '../api/tags-api';
import type { SavableRestaurant } from '../types';

/** Reads tags, tagged restaurants and tag links again after a change. */
function useTagInvalidation() {
  const userId = useAuth().user?.userId ?? '';
  const queryClient = useQueryClient();
  return {
    userId,
    queryClient,
    invalidate: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tags(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tagged(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tagLinks(userId) }),
      ]),
  };
}

/** Ticking and unticking a tag in the dialog (product-rules §6.1): optimistic on the restaurant's chips. */
export function useToggleRestaurantTag() {
  const { t } = useTranslation('library');
  const { userId, queryClient, invalidate } = useTagInvalidation();
  const unreachable = useUnreachableMessage();
  const key = queryKeys.tagLinks(userId);
  return useMutation({
    mutationFn: async ({ restaurant, tag, add }: { restaurant: SavableRestaurant; tag: Tag; add: boolean }) => {
      if (add) await putRestaurantTag(restaurant, tag.id);
      else await deleteRestaurantTag(restaurant.id, tag.id);
    },
    onMutate: async ({ restaurant, tag, add }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TagLinksResponse>(key);
      if (before) queryClient.setQueryData<TagLinksResponse>(key, { items: withTag(before, restaurant.id, tag.id, add) });
      return { before };
    },
    onError: (error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error(unreachable(error) ?? t('tags.updateFailed'), { id: 'tag-toggle-failed' });
    },
    onSuccess: (_data, { add }) => toast.success(t(add ? 'tags.added' : 'tags.removed'), { id: 'tag-toggle-done' }),
    onSettled: invalidate,
  });
}

function withTag(links: TagLinksResponse, restaurantId: string, tagId: string, add: boolean): TagLinksResponse['items'] {
  const current = links.items.find((item) => item.restaurant_id === restaurantId)?.tag_ids ?? [];
  const others = links.items.filter((item) => item.restaurant_id !== restaurantId);
  const tagIds = add ? [...current.filter((id) => id !== tagId), tagId] : current.filter((id) => id !== tagId);
  return tagIds.length === 0 ? others : [{ restaurant_id: restaurantId, tag_ids: tagIds }, ...others];
}

/** The spec's message for a failed tag creation: duplicate names, blank names, else "Failed to create tag". */
export function useCreateTagError(): (error: unknown) => string {
  const { t } = useTranslation('library');
  const unreachable = useUnreachableMessage();
  return (error) => {
    const offline = unreachable(error);
    if (offline) return offline;
    if (error instanceof ApiError) {
      if (error.code === LIBRARY_ERROR_CODES.tagNameTaken) return t('tags.duplicate');
      if (error.code === LIBRARY_ERROR_CODES.tagLimitReached) return t('tags.limitReached');
    }
    return t('tags.createFailed');
  };
}

/** Creates a tag (product-rules §6.1: from the dialog with a random colour of 8; product-rules §6.2: from /saved-list with a palette colour). */
export function useCreateTag() {
  const { t } = useTranslation('library');
  const { invalidate } = useTagInvalidation();
  const message = useCreateTagError();
  return useMutation({
    mutationFn: ({ name, color }: { name: string; color: string }) => postTag(name, color),
    onSuccess: () => toast.success(t('tags.created'), { id: 'tag-created' }),
    onError: (error) => toast.error(message(error), { id: 'tag-create-failed' }),
    onSettled: invalidate,
  });
}

/** Deletes a tag and its uses (product-rules §6.2, tag management). */
export function useDeleteTag() {
  const { t } = useTranslation('library');
  const { invalidate } = useTagInvalidation();
  const unreachable = useUnreachableMessage();
  return useMutation({
    mutationFn: (tag: Tag) => removeTag(tag.id),
    onSuccess: () => toast.success(t('tags.deleted'), { id: 'tag-deleted' }),
    onError: (error) => toast.error(unreachable(error) ?? t('tags.deleteFailed'), { id: 'tag-delete-failed' }),
    onSettled: invalidate,
  });
}
