import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listMenus } from '@shared/api/contracts/menus';
import { getPlaceDetails } from '@shared/api/contracts/places';
import type { RestaurantDetail } from '@shared/api/places';
import { normalizeLanguage } from '@shared/i18n/languages';
import { useAuth } from '@/features/auth';
import { callApi } from '@/lib/api-client';
import { isOffline, readOfflineCopy } from '@/lib/offline-copies';
import type { CardDish } from '../flagged-dishes';

/** What the card needs of a place: its name, its country (the kitchen's language) and its newest generated menu. */
export interface ChefCardPlace {
  id: string;
  name: string;
  countryCode?: string;
  /** The caller's newest menu generated for this place in the last day (product-rules §8.1), else null. */
  menu: { items: CardDish[]; createdAt: string } | null;
}

async function fetchChefCardPlace(id: string, language: string | undefined, signal: AbortSignal): Promise<ChefCardPlace> {
  const lang = normalizeLanguage(language) ?? undefined;
  const [place, menus] = await Promise.all([
    callApi(getPlaceDetails, { params: { id }, query: lang ? { language: lang } : {} }, { signal }) as Promise<RestaurantDetail>,
    callApi(listMenus, {}, { signal }),
  ]);
  const newest = menus.items.find((menu) => menu.restaurant_id === id && menu.menu_items.length > 0);
  return {
    id: place.id,
    name: place.name,
    ...(place.countryCode ? { countryCode: place.countryCode } : {}),
    menu: newest ? { items: newest.menu_items.map((item) => ({ dish: item.menu_item, ingredients: item.ingredients })), createdAt: newest.created_at } : null,
  };
}

/**
 * The place of /chef-card?place={id}. Its key starts with `chefCardPlace` and carries the user id second, so
 * the answer is kept on this device for offline use and cleared at sign-out (product-rules §3.6); offline, the
 * kept copy is the starting answer (the key has a third part, so it is read here, not by the defaults).
 */
export function useChefCardPlace(placeId: string | null) {
  const userId = useAuth().user?.userId ?? null;
  const language = useTranslation().i18n.resolvedLanguage;
  const queryKey = ['chefCardPlace', userId ?? '', placeId ?? ''] as const;
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchChefCardPlace(placeId ?? '', language, signal),
    enabled: userId !== null && placeId !== null,
    staleTime: 5 * 60_000,
    retry: (count) => !isOffline() && count < 1,
    initialData: () => (userId && isOffline() ? (readOfflineCopy(userId, queryKey)?.data as ChefCardPlace | undefined) : undefined),
    initialDataUpdatedAt: () => (userId ? readOfflineCopy(userId, queryKey)?.savedAt : undefined),
  });
}
