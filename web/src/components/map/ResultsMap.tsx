import 'maplibre-gl/dist/maplibre-gl.css';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { FillLayerSpecification, LineLayerSpecification } from 'maplibre-gl';
import { Map, Layer, NavigationControl, ScaleControl, Source } from 'react-map-gl/maplibre';
import type { Coordinates, Restaurant } from '@shared/api/places';
import type { DistanceUnit } from '@shared/api/profile';
import { useRuntimeConfig } from '@/config/config-context';
import { boundsOf, circlePolygon, type Bounds } from './geo-circle';
import { CardPanel } from './CardPanel';
import { DomMarker } from './DomMarker';
import { MapNotes } from './MapNotes';
import { canDrawMaps, mapStyle } from './map-style';
import { PinPlot, type PlotPin } from './PinPlot';
import { PositionDot, RiskPin } from './RiskPin';
import { ShowAreaButton } from './ShowAreaButton';
import { useMapTexts } from './use-map-texts';

export interface ResultsMapProps {
  restaurants: readonly Restaurant[];
  /** Where the search was made from. */
  center: Coordinates;
  /** The search radius, in meters. */
  radius: number;
  /** The scale's unit follows the search's. */
  unit: DistanceUnit;
  /** The card a pin opens (the results' own card, with its actions). */
  renderCard: (restaurant: Restaurant) => ReactNode;
}

const RING_FILL: FillLayerSpecification['paint'] = { 'fill-color': '#0284c7', 'fill-opacity': 0.07 };
const RING_LINE: LineLayerSpecification['paint'] = { 'line-color': '#0369a1', 'line-width': 2, 'line-dasharray': [2, 1.5] };

/**
 * What the map first frames: the whole search ring, unless the places all stand in its inner half (a wide
 * radius in a dense town); then the pins and the position, so places close together do not merge into one
 * blot (the ring is one button away: Show the whole search area).
 */
function mapFrame(center: Coordinates, ringBounds: Bounds, pins: readonly PlotPin[]): Bounds {
  const points = pins.map((p) => [p.coordinates.lng, p.coordinates.lat] as [number, number]);
  if (points.length === 0) return ringBounds;
  const [[west, south], [east, north]] = boundsOf([[center.lng, center.lat], ...points]);
  const [[ringWest, ringSouth], [ringEast, ringNorth]] = ringBounds;
  const spread = Math.max((east - west) / (ringEast - ringWest), (north - south) / (ringNorth - ringSouth));
  return spread >= 0.5 ? boundsOf([...ringBounds, ...points]) : boundsOf([[center.lng, center.lat], ...points]);
}

/**
 * The results as pins (product-rules §4.10): one per place, shaped and coloured by its badge and named by the
 * place and the badge's words; the search position; the radius as a ring; a scale. A pin opens the place's
 * card beside the map (below it on phones). Without WebGL the same pins are plotted on a plain square.
 */
export default function ResultsMap({ restaurants, center, radius, unit, renderCard }: ResultsMapProps) {
  const { t, pinName, maplibreLocale } = useMapTexts();
  const config = useRuntimeConfig();
  const [webgl] = useState(canDrawMaps);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  const ring = useMemo(() => circlePolygon(center, radius), [center, radius]);
  const ringBounds = useMemo(() => boundsOf(ring.geometry.coordinates[0] as [number, number][]), [ring]);
  const pins: PlotPin[] = useMemo(
    () => restaurants.map((r) => ({ id: r.id, coordinates: r.coordinates, ...pinName(r.name, r.allergyInfo) })),
    [restaurants, pinName],
  );
  const frame = useMemo(() => mapFrame(center, ringBounds, pins), [center, ringBounds, pins]);
  const selected = restaurants.find((r) => r.id === selectedId);

  const close = useCallback(() => {
    const id = selectedId;
    setSelectedId(null);
    // Back to the pin that opened the card, so the keyboard user keeps their place.
    if (id) section.current?.querySelector<HTMLElement>(`[data-pin-id="${CSS.escape(id)}"]`)?.focus();
  }, [selectedId]);

  return (
    <section ref={section} aria-label={t('map.resultsLabel')} className="mt-5 grid gap-4 lg:grid-cols-[3fr_2fr] lg:items-start" data-testid="results-map">
      <div className="min-w-0">
        {webgl ? (
          <div className="h-[58vh] min-h-80 overflow-hidden rounded-2xl ring-1 ring-slate-200" data-testid="results-map-canvas">
            <Map
              initialViewState={{ bounds: frame, fitBoundsOptions: { padding: 40, maxZoom: 16 } }}
              mapStyle={mapStyle(config.map)}
              style={{ width: '100%', height: '100%' }}
              attributionControl={config.map ? { compact: true } : false}
              dragRotate={false}
              touchPitch={false}
              locale={maplibreLocale}
              // The container may still be settling when the lazy chunk mounts the map: measure it again once loaded.
              onLoad={(event) => event.target.resize()}
              onClick={() => setSelectedId(null)}
            >
              <Source id="search-ring" type="geojson" data={ring}>
                <Layer id="search-ring-fill" type="fill" paint={RING_FILL} />
                <Layer id="search-ring-line" type="line" paint={RING_LINE} />
              </Source>
              <NavigationControl showCompass={false} position="top-right" />
              <ShowAreaButton bounds={ringBounds} />
              <ScaleControl unit={unit === 'miles' ? 'imperial' : 'metric'} position="bottom-left" />
              <DomMarker as="div" lng={center.lng} lat={center.lat} label={t('map.you')} testId="map-position">
                <PositionDot />
              </DomMarker>
              {pins.map((pin) => (
                <DomMarker
                  key={pin.id}
                  as="button"
                  lng={pin.coordinates.lng}
                  lat={pin.coordinates.lat}
                  label={pin.label}
                  pinId={pin.id}
                  kind={pin.kind}
                  raised={pin.id === selectedId}
                  onClick={() => setSelectedId(pin.id)}
                >
                  <RiskPin kind={pin.kind} selected={pin.id === selectedId} />
                </DomMarker>
              ))}
            </Map>
          </div>
        ) : (
          <PinPlot pins={pins} center={center} bounds={ringBounds} selectedId={selectedId} onChoose={setSelectedId} />
        )}
        <MapNotes streetMap={!!config.map} webgl={webgl} />
      </div>
      {selected ? (
        <CardPanel key={selected.id} name={selected.name} onClose={close}>
          {renderCard(selected)}
        </CardPanel>
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 p-4 text-sm text-muted" data-testid="map-choose-pin">
          {t('map.choosePin', { count: restaurants.length })}
        </p>
      )}
    </section>
  );
}
