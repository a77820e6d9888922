import { toRestaurantSnapshot } from '@shared/api/history';
import { CompareButton } from '@/features/comparison';
import { recordRestaurantView } from '@/features/history';
import { SaveHeart, TagButton } from '@/features/library';
import { MenuPanel } from '@/features/menus';
import { RestaurantPage as RestaurantDetailPage } from '@/features/restaurant';

/**
 * /restaurant/{id}: the restaurant feature's detail page with the save heart and Tag (library),
 * Compare (comparison), the menu panel (menus) and the "viewed" record (history).
 */
export default function RestaurantPage() {
  return (
    <RestaurantDetailPage
      heart={(restaurant, className) => <SaveHeart restaurant={restaurant} className={className} />}
      actions={({ detail, savable }, className) => (
        <>
          <CompareButton restaurant={{ ...toRestaurantSnapshot(detail), allergyInfo: detail.allergyInfo, pros: detail.pros, cons: detail.cons }} className={className} />
          <TagButton restaurant={savable} className={className} />
        </>
      )}
      // The menus feature's panel, started at once when the navigation state says shouldScrape, or
      // showing the menu the card's Generate Menu already made.
      menu={(restaurant, nav) => (
        <MenuPanel
          restaurantId={restaurant.id}
          location={restaurant.address}
          shouldScrape={nav.shouldScrape}
          generatedMenu={nav.generatedMenu ?? undefined}
          searchId={nav.searchId ?? undefined}
        />
      )}
      onViewed={recordRestaurantView}
    />
  );
}
