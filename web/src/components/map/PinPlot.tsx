import { useTranslation } from 'react-i18next';
import type { Coordinates } from '@shared/api/places';
import type { RiskBadgeKind } from '@/components/scan/RiskBadge';
import type { Bounds } from './geo-circle';
import { PositionDot, RiskPin } from './RiskPin';

export interface PlotPin {
  id: string;
  coordinates: Coordinates;
  kind: RiskBadgeKind;
  label: string;
}

/** Where a point falls in the square around the ring, as percentages (north up), kept inside the square. */
function place({ lat, lng }: Coordinates, [[west, south], [east, north]]: Bounds) {
  const clamp = (v: number) => Math.min(100, Math.max(0, v));
  return { left: `${clamp(((lng - west) / (east - west)) * 100)}%`, top: `${clamp(((north - lat) / (north - south)) * 100)}%` };
}

/**
 * The map without WebGL: the same pins (buttons, same names) plotted by direction and distance on a plain
 * square that the search ring just fills, with the search position at its centre.
 */
export function PinPlot({
  pins,
  center,
  bounds,
  selectedId,
  onChoose,
}: {
  pins: readonly PlotPin[];
  center: Coordinates;
  bounds: Bounds;
  selectedId: string | null;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto aspect-square w-full max-w-[58vh] rounded-2xl bg-[#e8efe9] p-6 ring-1 ring-slate-200" data-testid="results-map-plot">
      <div className="relative size-full rounded-full border-2 border-dashed border-sky-700 bg-sky-600/5">
        <span className="absolute -translate-x-1/2 -translate-y-1/2" style={place(center, bounds)} role="img" aria-label={t('map.you')} data-testid="map-position">
          <PositionDot />
        </span>
        {pins.map((pin) => (
          <button
            key={pin.id}
            type="button"
            className="absolute -translate-x-1/2 -translate-y-1/2 rounded-md focus-visible:outline focus-visible:outline-4 focus-visible:outline-sky-600"
            style={place(pin.coordinates, bounds)}
            aria-label={pin.label}
            data-testid="map-pin"
            data-pin-id={pin.id}
            data-kind={pin.kind}
            onClick={() => onChoose(pin.id)}
          >
            <RiskPin kind={pin.kind} selected={pin.id === selectedId} />
          </button>
        ))}
      </div>
    </div>
  );
}
