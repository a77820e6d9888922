import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import type { RestaurantDetail } from '@shared/api/places';
import { Button } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { EmptyState } from '@/components/ui/EmptyState';
import { useRecordDetailView } from '../hooks/use-record-detail-view';
import { useRestaurantDetail } from '../hooks/use-restaurant-detail';
import { openRecordedByCard, readRestaurantNavState, searchPosition, type RestaurantNavState } from '../restaurant-nav-state';
import type { RestaurantPageSlots } from '../restaurant-slots';
import { BackButton } from './BackButton';
import { DietaryOptions } from './DietaryOptions';
import { OpeningHours } from './OpeningHours';
import { ProsCons } from './ProsCons';
import { RestaurantActions, toSavable } from './RestaurantActions';
import { RestaurantFacts } from './RestaurantFacts';
import { RestaurantGallery } from './RestaurantGallery';
import { RestaurantHeading } from './RestaurantHeading';
import { RestaurantNotFound } from './RestaurantNotFound';
import { RestaurantSkeleton } from './RestaurantSkeleton';
import { ReviewAnalysis } from './ReviewAnalysis';
import { ReviewsSection } from './ReviewsSection';
import { ScanCard } from './ScanCard';
import { SourceNote } from './SourceNote';
import { DemoPlacesBanner } from '@/components/demo/DemoPlacesBanner';
import { LazyPlaceMap } from '@/components/map';
import { ChefCardLink } from '@/components/chef-card-link/ChefCardLink';

/** The small map's scale: the unit of the search it was opened from, else the one its distance is in. */
function scaleUnit(nav: RestaurantNavState, restaurant: RestaurantDetail): 'miles' | 'km' {
  const unit = nav.searchPreferences?.distanceUnit;
  if (unit === 'miles' || unit === 'km') return unit;
  return restaurant.distance?.includes('mile') ? 'miles' : 'km';
}

function Detail({ restaurant, nav, slots }: { restaurant: RestaurantDetail; nav: RestaurantNavState; slots: RestaurantPageSlots }) {
  const { t } = useTranslation('restaurant');
  const overlay = (
    <>
      {slots.heart(toSavable(restaurant), 'absolute left-3 top-3')}
      {restaurant.demo && (
        <span className="absolute bottom-3 left-3 rounded-full bg-slate-900/75 px-2.5 py-0.5 text-[11px] font-semibold text-white backdrop-blur">
          {t('source.demoLabel')}
        </span>
      )}
    </>
  );

  return (
    <Container className="min-w-0 py-6 pb-28 sm:py-10" data-testid="restaurant-page" data-id={restaurant.id} data-source={restaurant.source}>
      <BackButton nav={nav} />
      {restaurant.demo && <DemoPlacesBanner className="mt-4" />}
      <div className="mt-4 grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <RestaurantGallery name={restaurant.name} imageUrl={restaurant.imageUrl} photos={restaurant.photos} overlay={overlay} />
        <div className="flex min-w-0 flex-col gap-4">
          <RestaurantHeading restaurant={restaurant} />
          <RestaurantActions restaurant={restaurant} actions={slots.actions} />
          <ChefCardLink placeId={restaurant.id} className="self-start" />
          <ScanCard scan={restaurant.allergyInfo} scannedWith={restaurant.scannedWith} place={restaurant} />
        </div>
      </div>

      {/* On phones the facts come first; on wide screens they sit on the right. */}
      <div className="mt-6 grid gap-6 lg:grid-cols-3 lg:items-start">
        <aside className="flex min-w-0 flex-col gap-6 lg:col-start-3 lg:row-start-1" aria-label={t('facts.asideLabel')}>
          <LazyPlaceMap name={restaurant.name} coordinates={restaurant.coordinates} scan={restaurant.allergyInfo} unit={scaleUnit(nav, restaurant)} />
          <RestaurantFacts restaurant={restaurant} />
          <OpeningHours hours={restaurant.hours} openingHours={restaurant.openingHours} schedule={restaurant.openingSchedule} />
          <DietaryOptions options={restaurant.dietaryOptions} />
        </aside>
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          {slots.menu(restaurant, nav)}
          <ReviewAnalysis restaurantId={restaurant.id} />
          <ReviewsSection reviews={restaurant.reviews} invented={restaurant.demo} />
          <ProsCons pros={restaurant.pros} cons={restaurant.cons} />
        </div>
      </div>

      <SourceNote restaurant={restaurant} />
    </Container>
  );
}

/**
 * /restaurant/{id} (product-rules §10.1): the restaurant from GET /places/{id}, scanned against the
 * lists of the search it was opened from (else the profile's), with its distance from where the results were searched. The not-found view for an unknown id.
 * The page in web/src/pages gives the slots the other features fill.
 */
export function RestaurantPage(slots: RestaurantPageSlots) {
  const { t } = useTranslation('restaurant');
  const id = useParams().id ?? '';
  const state = useLocation().state as unknown;
  const [nav] = useState(() => readRestaurantNavState(state));
  const detail = useRestaurantDetail(id, searchPosition(nav), nav.searchId);
  // The results card records the open on its click (product-rules §9.1); other ways in are recorded here.
  useRecordDetailView(detail.data, openRecordedByCard(nav), slots.onViewed);
  useDocumentTitle(detail.data?.name ?? t('page.title'));

  if (detail.notFound) return <RestaurantNotFound />;
  if (detail.data) return <Detail restaurant={detail.data} nav={nav} slots={slots} />;
  if (detail.isError) {
    return (
      <Container className="flex flex-1 flex-col items-center justify-center gap-6 py-12 sm:py-20">
        <EmptyState
          icon={TriangleAlert}
          title={t('error.title')}
          body={t('error.body')}
          testId="restaurant-error"
          action={
            <Button variant="outline" onClick={() => void detail.refetch()} disabled={detail.isFetching}>
              <RotateCcw className="size-4" aria-hidden="true" />
              {t('error.retry')}
            </Button>
          }
        />
      </Container>
    );
  }
  return <RestaurantSkeleton />;
}
