import { useTranslation } from 'react-i18next';
import { FlaskConical } from 'lucide-react';
import type { RestaurantDetail } from '@shared/api/places';

/** Demo data and the source's attribution ("© OpenStreetMap contributors"), as under the results. */
export function SourceNote({ restaurant }: { restaurant: RestaurantDetail }) {
  const { t } = useTranslation('restaurant');
  const { attribution } = restaurant;
  if (!restaurant.demo && !attribution) return null;
  return (
    <div className="mt-8 flex flex-col items-center gap-2 text-center text-xs text-muted" data-testid="restaurant-source">
      {restaurant.demo && (
        <p className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-700" data-testid="restaurant-demo-note">
          <FlaskConical className="size-3.5" aria-hidden="true" />
          {t('source.demoNote')}
        </p>
      )}
      {attribution && (
        <p data-testid="restaurant-attribution">
          {attribution.url ? (
            <a href={attribution.url} target="_blank" rel="noreferrer noopener" className="underline decoration-slate-300 underline-offset-2 hover:text-ink">
              {attribution.text}
            </a>
          ) : (
            attribution.text
          )}
        </p>
      )}
    </div>
  );
}
