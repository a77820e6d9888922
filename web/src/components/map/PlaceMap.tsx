import 'maplibre-gl/dist/maplibre-gl.css';
import { useState } from 'react';
import { Map, NavigationControl, ScaleControl } from 'react-map-gl/maplibre';
import type { Coordinates } from '@shared/api/places';
import type { AllergenScanResult } from '@shared/domain/allergen-scan';
import type { DistanceUnit } from '@shared/api/profile';
import { useRuntimeConfig } from '@/config/config-context';
import { DomMarker } from './DomMarker';
import { MapNotes } from './MapNotes';
import { canDrawMaps, mapStyle } from './map-style';
import { RiskPin } from './RiskPin';
import { useMapTexts } from './use-map-texts';

export interface PlaceMapProps {
  name: string;
  coordinates: Coordinates;
  scan: Pick<AllergenScanResult, 'riskLevel' | 'safeOptions'>;
  unit: DistanceUnit;
}

/** The detail page's small map (product-rules §10.1): the place's pin, named by the place and its badge. */
export default function PlaceMap({ name, coordinates, scan, unit }: PlaceMapProps) {
  const { t, pinName, maplibreLocale } = useMapTexts();
  const config = useRuntimeConfig();
  const [webgl] = useState(canDrawMaps);
  const { kind, label } = pinName(name, scan);
  return (
    <section aria-label={t('map.placeLabel', { name })} data-testid="place-map">
      {webgl ? (
        <div className="h-52 overflow-hidden rounded-2xl ring-1 ring-slate-200">
          <Map
            initialViewState={{ longitude: coordinates.lng, latitude: coordinates.lat, zoom: 15 }}
            mapStyle={mapStyle(config.map)}
            style={{ width: '100%', height: '100%' }}
            attributionControl={config.map ? { compact: true } : false}
            dragRotate={false}
            touchPitch={false}
            scrollZoom={false}
            locale={maplibreLocale}
            // The container may still be settling when the lazy chunk mounts the map: measure it again once loaded.
            onLoad={(event) => event.target.resize()}
          >
            <NavigationControl showCompass={false} position="top-right" />
            <ScaleControl unit={unit === 'miles' ? 'imperial' : 'metric'} position="bottom-left" />
            <DomMarker as="div" lng={coordinates.lng} lat={coordinates.lat} label={label} testId="place-pin">
              <RiskPin kind={kind} />
            </DomMarker>
          </Map>
        </div>
      ) : (
        <div className="grid h-52 place-items-center rounded-2xl bg-[#e8efe9] ring-1 ring-slate-200">
          <span role="img" aria-label={label} data-testid="place-pin">
            <RiskPin kind={kind} />
          </span>
        </div>
      )}
      <MapNotes streetMap={!!config.map} webgl={webgl} />
    </section>
  );
}
