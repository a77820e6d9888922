import { useTranslation } from 'react-i18next';
import { Maximize2 } from 'lucide-react';
import { useMap } from 'react-map-gl/maplibre';
import type { Bounds } from './geo-circle';

/** Frames the whole search ring (the map first frames the places when they stand close together). */
export function ShowAreaButton({ bounds }: { bounds: Bounds }) {
  const { t } = useTranslation();
  const map = useMap().current;
  return (
    <button
      type="button"
      onClick={() => map?.fitBounds(bounds, { padding: 24 })}
      className="absolute bottom-2 right-2 z-[3] inline-flex min-h-9 items-center gap-1.5 rounded-lg bg-white/95 px-2.5 text-xs font-semibold text-ink shadow ring-1 ring-slate-300 hover:bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-sky-600"
      data-testid="map-show-area"
    >
      <Maximize2 className="size-3.5" aria-hidden="true" />
      {t('map.showArea')}
    </button>
  );
}
