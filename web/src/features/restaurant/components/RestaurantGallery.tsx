import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, UtensilsCrossed } from 'lucide-react';
import type { RestaurantPhoto } from '@shared/api/places';
import { galleryPhotos, wrapIndex } from '../gallery';

function Photo({ photo, alt }: { photo: RestaurantPhoto | undefined; alt: string }) {
  const { t } = useTranslation('restaurant');
  const [failed, setFailed] = useState(false);
  if (!photo || failed) {
    return (
      <div
        className="flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-brand-100 via-emerald-50 to-amber-50 text-brand-800/60"
        data-testid="gallery-fallback"
      >
        <UtensilsCrossed className="size-12" aria-hidden="true" />
        {photo && <span className="text-xs font-medium">{t('gallery.unavailable')}</span>}
      </div>
    );
  }
  return <img src={photo.url} alt={alt} decoding="async" onError={() => setFailed(true)} className="size-full object-cover" data-testid="gallery-image" />;
}

/**
 * The gallery (product-rules §10.1): the main image plus at most 9 more; previous and next cycle with
 * wraparound; a photo that fails to load shows a placeholder. Photo credits show under it.
 * `overlay` sits on the image (the save heart, the price, the demo label).
 */
export function RestaurantGallery({ name, imageUrl, photos, overlay }: { name: string; imageUrl: string; photos: RestaurantPhoto[]; overlay?: ReactNode }) {
  const { t } = useTranslation('restaurant');
  const shown = galleryPhotos(imageUrl, photos);
  const [index, setIndex] = useState(0);
  const current = wrapIndex(index, shown.length);
  const photo = shown[current];
  const credits = photo?.attributions?.map((a) => a.text).join(', ');
  const navClass =
    'absolute top-1/2 z-10 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-ink shadow-md transition-colors hover:bg-white hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

  return (
    <figure className="flex flex-col gap-1.5" aria-roledescription="carousel" aria-label={t('gallery.label', { name })} data-testid="gallery" data-count={shown.length}>
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-slate-100 sm:aspect-[16/10]">
        {/* Keyed by URL: a failure of one photo does not hide the next. */}
        <Photo key={photo?.url ?? 'none'} photo={photo} alt={t('gallery.alt', { name, current: current + 1, total: shown.length })} />
        {overlay}
        {shown.length > 1 && (
          <>
            <button type="button" className={`${navClass} left-3`} onClick={() => setIndex(current - 1)} aria-label={t('gallery.previous')} data-testid="gallery-prev">
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button type="button" className={`${navClass} right-3`} onClick={() => setIndex(current + 1)} aria-label={t('gallery.next')} data-testid="gallery-next">
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
            <p
              className="absolute bottom-3 right-3 rounded-full bg-slate-900/75 px-2.5 py-0.5 text-xs font-semibold tabular-nums text-white"
              aria-live="polite"
              data-testid="gallery-position"
            >
              {t('gallery.position', { current: current + 1, total: shown.length })}
            </p>
          </>
        )}
      </div>
      {credits && <figcaption className="text-xs text-muted">{t('gallery.credit', { names: credits })}</figcaption>}
    </figure>
  );
}
