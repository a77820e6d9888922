import { TagFilterCard, useTagFilter } from '@/features/library';
import { SearchResults, useResultsView, useStoredSearch } from '@/features/search';
import { LazyResultsMap, radiusInMeters } from '@/components/map';
import { RestaurantCardWithActions } from './compose/RestaurantCardWithActions';

/** /search-results: the search's results view, with the library's tag filter and the cards' actions. */
export default function SearchResultsPage() {
  const search = useStoredSearch();
  const [view, changeView] = useResultsView(search);
  const tagFilter = useTagFilter(view.tags);
  return (
    <SearchResults
      search={search}
      view={view}
      onViewChange={changeView}
      keep={tagFilter.keep}
      tagFilter={
        tagFilter.tags.length > 0 ? (
          <TagFilterCard tags={tagFilter.tags} chosen={tagFilter.chosen} onChange={(next) => changeView({ tags: [...next], page: 1 })} />
        ) : undefined
      }
      renderCard={(restaurant, linkState) => <RestaurantCardWithActions restaurant={restaurant} linkState={linkState} searchId={search?.searchId} />}
      renderMap={(ordered, linkState) =>
        search && (
          <LazyResultsMap
            restaurants={ordered}
            center={search.searchPreferences.coordinates}
            radius={radiusInMeters(search.searchPreferences.searchRadius, search.searchPreferences.distanceUnit)}
            unit={search.searchPreferences.distanceUnit}
            renderCard={(restaurant) => <RestaurantCardWithActions restaurant={restaurant} linkState={linkState} searchId={search.searchId} />}
          />
        )
      }
    />
  );
}
