import type { RestaurantDetail } from '@shared/api/places';
import { MenuPanel } from '@/features/menus';
import type { RestaurantNavState } from '../restaurant-nav-state';

/**
 * Menu generation where the spec puts it (spec 001, the detail page's menu states): the menus
 * feature's panel, started at once when the navigation state says shouldScrape, or showing the
 * menu the card's Generate Menu already made.
 */
export function MenuSection({ restaurant, nav }: { restaurant: RestaurantDetail; nav: RestaurantNavState }) {
  return (
    <MenuPanel
      restaurantId={restaurant.id}
      restaurantName={restaurant.name}
      location={restaurant.address}
      shouldScrape={nav.shouldScrape}
      generatedMenu={nav.generatedMenu ?? undefined}
    />
  );
}
