// The maps' public entry. MapLibre (~250 KB gzipped) loads only when a map is shown: both maps are lazy
// chunks, so /search-results in list view and every other page download none of it, and the detail page's
// map only when it scrolls into view.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultsMapProps } from './ResultsMap';
import type { PlaceMapProps } from './PlaceMap';
import { useNearViewport } from '@/hooks/use-near-viewport';

export { ResultsLayoutSwitch } from './ResultsLayoutSwitch';
export { radiusInMeters } from './geo-circle';

const ResultsMap = lazy(() => import('./ResultsMap'));
const PlaceMap = lazy(() => import('./PlaceMap'));

function Loading({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <div className={`grid place-items-center rounded-2xl bg-slate-100 text-sm text-muted ${className}`} role="status" data-testid="map-loading">
      {t('map.loading')}
    </div>
  );
}

export function LazyResultsMap(props: ResultsMapProps) {
  return (
    <Suspense fallback={<Loading className="mt-5 h-[58vh] min-h-80" />}>
      <ResultsMap {...props} />
    </Suspense>
  );
}

/**
 * The detail page's map loads when it comes onto the screen: on a phone it sits below the fold, and making a
 * map is one long task (WebGL, its style, the first frame) that would block the page's first seconds.
 */
export function LazyPlaceMap(props: PlaceMapProps) {
  const [slot, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={slot} data-testid="place-map-slot">
      {near ? (
        <Suspense fallback={<Loading className="h-52" />}>
          <PlaceMap {...props} />
        </Suspense>
      ) : (
        <Loading className="h-52" />
      )}
    </div>
  );
}
