import { useTranslation } from 'react-i18next';
import { RestaurantCard } from '@/components/restaurant-card/RestaurantCard';
import { CompareButton } from '@/features/comparison';
import { useRecordView } from '@/features/history';
import { CardTagChips, SaveHeart, TagButton } from '@/features/library';
import { GenerateMenuButton } from '@/features/menus';
import { menuReadyNavState } from '@/features/search';
import type { SavableRestaurant } from '@/lib/savable-restaurant';

/**
 * The restaurant card with what the features add to it: the save heart and tag chips (library),
 * Generate Menu (menus), Compare (comparison), Tag (library), and the "viewed" record on open
 * (history). The results and /saved-list show restaurants this way.
 */
export function RestaurantCardWithActions({
  restaurant,
  linkState,
  scanSource,
  searchId,
}: {
  restaurant: SavableRestaurant;
  linkState?: unknown;
  /** The search these results came from: its menu checks that search's lists (product-rules §10.1). */
  searchId?: string;
  scanSource?: 'current' | 'stored';
}) {
  const { t } = useTranslation('search');
  const recordView = useRecordView();
  return (
    <RestaurantCard
      restaurant={restaurant}
      linkState={linkState}
      scanSource={scanSource}
      slots={{
        heart: (className) => <SaveHeart restaurant={restaurant} className={className} />,
        chips: <CardTagChips restaurantId={restaurant.id} />,
        onOpen: () => recordView(restaurant),
        actions: (className) => (
          <>
            <GenerateMenuButton
              restaurantId={restaurant.id}
              restaurantName={restaurant.name}
              menuReady={restaurant.hasMenuExtraction}
              searchId={searchId}
              navState={() => menuReadyNavState(restaurant.id, linkState)}
              label={t('card.generateMenu')}
              className={className}
            />
            <CompareButton restaurant={restaurant} className={className} />
            <TagButton restaurant={restaurant} className={className} />
          </>
        ),
      }}
    />
  );
}
