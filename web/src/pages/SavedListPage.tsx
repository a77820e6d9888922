import { SavedListPage as LibraryPage } from '@/features/library';
import { RestaurantCardWithActions } from './compose/RestaurantCardWithActions';

/** /saved-list: the library's page, its restaurants shown as the results show them. */
export default function SavedListPage() {
  return <LibraryPage renderCard={(restaurant, scanSource) => <RestaurantCardWithActions restaurant={restaurant} scanSource={scanSource} />} />;
}
