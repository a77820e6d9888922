import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MapPinOff, MapPin, Search } from 'lucide-react';
import type { DataArea, PlacesSearchPreferences } from '@shared/api/places';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';

/**
 * The results page where no real restaurant data lies (and demo places are off): says so at the
 * top in plain words, lists the areas that have data, each a search there with the same choices,
 * and how more areas are added. Nothing invented is shown.
 */
export function NoDataHere({ areas, preferences, onNewSearch }: { areas: readonly DataArea[]; preferences: PlacesSearchPreferences; onNewSearch: () => void }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  // Search Again's hand-over to /home: the same choices, the area's centre as a manual location.
  const searchNear = (area: DataArea) =>
    navigate('/home', {
      state: {
        searchQuery: preferences.originalQuery ?? preferences.searchQuery,
        cuisineType: preferences.cuisineType,
        priceRange: preferences.priceRange,
        dietaryRestrictions: [...preferences.dietaryRestrictions],
        location: area.name,
        coordinates: area.center,
      },
    });

  return (
    <Card className="mx-auto w-full max-w-2xl p-6 sm:p-10" data-testid="results-no-data" role="status">
      <div className="flex size-12 items-center justify-center rounded-2xl bg-amber-50 text-amber-700">
        <MapPinOff className="size-6" aria-hidden="true" />
      </div>
      <h1 className="mt-4 text-xl font-bold text-ink sm:text-2xl">{t('results.noData.title')}</h1>
      <p className="mt-2 text-sm leading-relaxed text-muted">{t('results.noData.body', { location: preferences.location })}</p>
      {areas.length > 0 && (
        <>
          <h2 className="mt-6 text-sm font-semibold text-ink">{t('results.noData.areasTitle')}</h2>
          <ul className="mt-2 flex flex-col gap-2" data-testid="results-no-data-areas">
            {areas.map((area) => (
              <li key={area.name} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 px-3 py-2">
                <span className="inline-flex items-center gap-2 text-sm text-ink">
                  <MapPin className="size-4 text-brand-700" aria-hidden="true" />
                  <span className="font-semibold">{area.name}</span>
                  <span className="text-muted">{t('results.noData.areaPlaces', { count: area.places })}</span>
                </span>
                <Button variant="outline" size="sm" onClick={() => searchNear(area)} data-testid="results-no-data-search-there">
                  {t('results.noData.searchThere', { area: area.name })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-6 text-xs leading-relaxed text-muted">{t('results.noData.howToGet')}</p>
      <div className="mt-6">
        <Button onClick={onNewSearch} data-testid="results-start-new">
          <Search className="size-4" aria-hidden="true" />
          {t('results.startNew')}
        </Button>
      </div>
    </Card>
  );
}
