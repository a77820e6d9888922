import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Compass, ExternalLink, Globe, Info, MapPin, Navigation, Phone } from 'lucide-react';
import type { RestaurantDetail } from '@shared/api/places';
import { useDistanceAway } from '@/lib/distance-away';
import { mapLink } from '../map-link';
import { Section } from './Section';
import { InventedMark } from '@/components/demo/DemoPlacesBanner';

function Fact({ icon: Icon, label, children, testId }: { icon: typeof MapPin; label: string; children: ReactNode; testId: string }) {
  return (
    <div data-testid={testId}>
      <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-muted">
        <Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 text-sm text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

const linkClass = 'font-medium text-brand-800 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700';

/** Address, phone (a tel: link), website, distance, coordinates with a map link (real places only). */
export function RestaurantFacts({ restaurant }: { restaurant: RestaurantDetail }) {
  const { t } = useTranslation('restaurant');
  const distanceAway = useDistanceAway();
  const { lat, lng } = restaurant.coordinates;
  const map = mapLink(restaurant);

  return (
    <Section title={t('facts.title')} icon={Info} testId="restaurant-facts">
      <dl className="flex flex-col gap-4">
        {restaurant.address && (
          <Fact icon={MapPin} label={t('facts.address')} testId="restaurant-address">
            {restaurant.address}
          </Fact>
        )}
        {restaurant.phone && (
          <Fact icon={Phone} label={t('facts.phone')} testId="restaurant-phone">
            {restaurant.demo ? (
              // An invented number is never a link: it would call nobody, or someone.
              <span className="inline-flex items-center gap-2">
                {restaurant.phone} <InventedMark />
              </span>
            ) : (
              <a href={`tel:${restaurant.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                {restaurant.phone}
              </a>
            )}
          </Fact>
        )}
        {restaurant.website && (
          <Fact icon={Globe} label={t('facts.website')} testId="restaurant-website">
            <a href={restaurant.website} target="_blank" rel="noreferrer noopener" className={linkClass}>
              {restaurant.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
              <span className="sr-only"> {t('facts.newTab')}</span>
            </a>
          </Fact>
        )}
        {restaurant.distance && (
          <Fact icon={Navigation} label={t('facts.distance')} testId="restaurant-distance">
            {distanceAway(restaurant.distance)}
          </Fact>
        )}
        <Fact icon={Compass} label={t('facts.coordinates')} testId="restaurant-coordinates">
          <span className="tabular-nums">
            {lat.toFixed(5)}, {lng.toFixed(5)}
          </span>
          {/* An invented place gets no pin on a real map: nothing is there. */}
          {!restaurant.demo && (
            <a href={map} target="_blank" rel="noreferrer noopener" className={`${linkClass} mt-1 flex w-fit items-center gap-1`} data-testid="restaurant-map-link">
              {t('facts.openMap')}
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only"> {t('facts.newTab')}</span>
            </a>
          )}
        </Fact>
      </dl>
    </Section>
  );
}
