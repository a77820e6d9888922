import { useState } from 'react';
import { UtensilsCrossed } from 'lucide-react';

/** The restaurant's picture; a neutral illustration when there is none or it fails to load. */
export function RestaurantImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className="flex size-full items-center justify-center bg-gradient-to-br from-brand-100 via-emerald-50 to-amber-50" data-testid="restaurant-image-fallback">
        <UtensilsCrossed className="size-12 text-brand-700/40" aria-hidden="true" />
      </div>
    );
  }
  return <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} className="size-full object-cover" />;
}
