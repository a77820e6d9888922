import { resolve } from 'node:path';
import type { Attribution } from '../port';
import type { OsmPlaceRecord } from './map';

/**
 * One imported OpenStreetMap export, as `npm run import:osm` writes it: a JSON file
 * `osm-<name>.json` in the places data directory, read by the embedded adapter at run time (never
 * bundled). Re-importing the same source file replaces its dataset, so imports are idempotent.
 */
export const OSM_DATASET_FORMAT = 'forksure-osm-places';
export const OSM_DATASET_VERSION = 1;

/** ODbL 1.0 requires this with the data and anything derived from it. */
export const OSM_ATTRIBUTION: Attribution = { text: '© OpenStreetMap contributors', url: 'https://www.openstreetmap.org/copyright' };

export interface OsmDataset {
  format: typeof OSM_DATASET_FORMAT;
  version: typeof OSM_DATASET_VERSION;
  /** The dataset's name (from the source file's name unless given). */
  name: string;
  sourceFile: string;
  sourceSha256: string;
  /** The export's own timestamp, when it has one. */
  dataTimestamp?: string;
  importedAt: string;
  license: 'ODbL-1.0';
  attribution: Attribution;
  places: OsmPlaceRecord[];
}

/** `PLACES_DATA_DIR`, else `<FORKSURE_DATA_DIR or .data>/places` (the local runtime sets the first). */
export function placesDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.PLACES_DATA_DIR ?? resolve(env.FORKSURE_DATA_DIR ?? '.data', 'places'));
}

/** "Philadelphia_food_overpass 2022.json" → "philadelphia-food-overpass-2022". */
export function datasetName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.(geo)?json$/i, '').replace(/\.json$/i, '');
  return base.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'export';
}

export const datasetFileName = (name: string) => `osm-${name}.json`;
export const isDatasetFileName = (fileName: string) => /^osm-[a-z0-9-]+\.json$/.test(fileName);

export function isOsmDataset(value: unknown): value is OsmDataset {
  const v = value as Partial<OsmDataset> | null;
  return !!v && v.format === OSM_DATASET_FORMAT && v.version === OSM_DATASET_VERSION && Array.isArray(v.places);
}
