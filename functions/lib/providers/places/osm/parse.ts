import { isLatLng } from '../geo';

/**
 * Reads the two formats OpenStreetMap exports come in: Overpass API JSON (`{"elements": [...]}`,
 * nodes with lat/lon, ways and relations with `center`, `bounds` or `geometry`) and GeoJSON (a
 * FeatureCollection, or a bare array of Features as some exports save it), with the tags in
 * `properties` (Overpass Turbo) or `properties.tags` (older osmtogeojson). Areas become one point:
 * the mean of their outline's vertices, close enough for a building.
 */
export interface OsmElement {
  /** `node`, `way` or `relation`; `feature` when the export kept no OSM id. */
  type: 'node' | 'way' | 'relation' | 'feature';
  /** The OSM id within its type, or a stable stand-in for id-less features. */
  id: string;
  lat: number;
  lng: number;
  tags: Record<string, string>;
}

export interface OsmParseResult {
  format: 'overpass-json' | 'geojson';
  elements: OsmElement[];
  /** Export time of the data, when the export says it. */
  timestamp?: string;
  /** Entries without usable coordinates. */
  withoutCoordinates: number;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export function parseOsmExport(data: unknown): OsmParseResult {
  if (isObject(data) && Array.isArray(data.elements)) {
    const osm3s = isObject(data.osm3s) ? data.osm3s : {};
    return collect('overpass-json', data.elements, fromOverpassElement, stringOrUndefined(osm3s.timestamp_osm_base));
  }
  if (isObject(data) && data.type === 'FeatureCollection' && Array.isArray(data.features)) {
    return collect('geojson', data.features, fromFeature, stringOrUndefined(data.timestamp));
  }
  if (Array.isArray(data)) {
    const first = data.find(isObject);
    if (!first || first.type === 'Feature') return collect('geojson', data, fromFeature, undefined);
    if (first.type === 'node' || first.type === 'way' || first.type === 'relation') return collect('overpass-json', data, fromOverpassElement, undefined);
  }
  throw new Error('Not an OpenStreetMap export: expected Overpass API JSON ({"elements": [...]}) or GeoJSON (a FeatureCollection or an array of Features).');
}

function collect(format: OsmParseResult['format'], items: unknown[], read: (item: Json, index: number) => OsmElement | null, timestamp: string | undefined): OsmParseResult {
  const elements: OsmElement[] = [];
  let withoutCoordinates = 0;
  items.forEach((item, index) => {
    if (!isObject(item)) return;
    const element = read(item, index);
    if (element) elements.push(element);
    else withoutCoordinates += 1;
  });
  return { format, elements, ...(timestamp ? { timestamp } : {}), withoutCoordinates };
}

function fromOverpassElement(item: Json, index: number): OsmElement | null {
  const type = item.type === 'node' || item.type === 'way' || item.type === 'relation' ? item.type : null;
  const point = type === 'node' ? latLon(item) : (latLon(item.center) ?? boundsCenter(item.bounds) ?? meanOf(Array.isArray(item.geometry) ? item.geometry.map(latLon) : []));
  if (!point) return null;
  const id = item.id === undefined ? undefined : String(item.id);
  return {
    type: type && id ? type : 'feature',
    id: type && id ? id : `i${index}`,
    ...point,
    tags: stringTags(item.tags),
  };
}

function fromFeature(feature: Json, index: number): OsmElement | null {
  const point = geometryPoint(feature.geometry);
  if (!point) return null;
  const properties = isObject(feature.properties) ? feature.properties : {};
  const tags = isObject(properties.tags) ? stringTags(properties.tags) : stringTags(properties, (key) => !key.startsWith('@'));
  const ref = osmRef(properties['@id']) ?? osmRef(feature.id) ?? osmRef(properties.type && properties.id ? `${String(properties.type)}/${String(properties.id)}` : undefined);
  return { ...(ref ?? { type: 'feature' as const, id: `f${index}` }), ...point, tags };
}

/** "node/123" (also "n123", the short form some tools write) → { type, id }. */
function osmRef(value: unknown): Pick<OsmElement, 'type' | 'id'> | undefined {
  if (typeof value !== 'string') return undefined;
  const long = /^(node|way|relation)\/(\d+)$/.exec(value);
  if (long) return { type: long[1] as OsmElement['type'], id: long[2]! };
  const short = /^([nwr])(\d+)$/.exec(value);
  if (short) return { type: ({ n: 'node', w: 'way', r: 'relation' } as const)[short[1] as 'n' | 'w' | 'r'], id: short[2]! };
  return undefined;
}

function geometryPoint(geometry: unknown): { lat: number; lng: number } | null {
  if (!isObject(geometry) || !Array.isArray(geometry.coordinates)) return null;
  const c = geometry.coordinates as unknown[];
  switch (geometry.type) {
    case 'Point':
      return lngLat(c);
    case 'MultiPoint':
    case 'LineString':
      return meanOf(c.map(lngLat));
    case 'Polygon':
      return meanOf(ring(c[0]));
    case 'MultiPolygon':
      return meanOf(c.flatMap((polygon) => (Array.isArray(polygon) ? ring(polygon[0]) : [])));
    default:
      return null;
  }
}

/** An outline's vertices without the closing repeat of the first one. */
function ring(value: unknown): ({ lat: number; lng: number } | null)[] {
  if (!Array.isArray(value)) return [];
  const points = value.map(lngLat);
  return points.length > 1 ? points.slice(0, -1) : points;
}

function lngLat(value: unknown): { lat: number; lng: number } | null {
  if (!Array.isArray(value)) return null;
  const [lng, lat] = value;
  return isLatLng(lat, lng) ? { lat: lat as number, lng: lng as number } : null;
}

function latLon(value: unknown): { lat: number; lng: number } | null {
  if (!isObject(value)) return null;
  return isLatLng(value.lat, value.lon) ? { lat: value.lat as number, lng: value.lon as number } : null;
}

function boundsCenter(value: unknown): { lat: number; lng: number } | null {
  if (!isObject(value)) return null;
  return meanOf([latLon({ lat: value.minlat, lon: value.minlon }), latLon({ lat: value.maxlat, lon: value.maxlon })]);
}

function meanOf(points: ({ lat: number; lng: number } | null)[]): { lat: number; lng: number } | null {
  const valid = points.filter((p): p is { lat: number; lng: number } => p !== null);
  if (valid.length === 0) return null;
  return {
    lat: valid.reduce((sum, p) => sum + p.lat, 0) / valid.length,
    lng: valid.reduce((sum, p) => sum + p.lng, 0) / valid.length,
  };
}

function stringTags(value: unknown, keep: (key: string) => boolean = () => true): Record<string, string> {
  if (!isObject(value)) return {};
  const tags: Record<string, string> = {};
  for (const [key, raw] of Object.entries(value)) {
    if (!keep(key)) continue;
    if (typeof raw === 'string') tags[key] = raw;
    else if (typeof raw === 'number' || typeof raw === 'boolean') tags[key] = String(raw);
  }
  return tags;
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}
