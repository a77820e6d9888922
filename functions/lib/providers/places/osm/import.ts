import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { cuisinesForValue } from '../../../../../shared/domain/cuisines';
import { mapOsmElement, type OsmPlaceRecord, type OsmSkipReason } from './map';
import { parseOsmExport } from './parse';
import {
  OSM_ATTRIBUTION,
  OSM_DATASET_FORMAT,
  OSM_DATASET_VERSION,
  type OsmDataset,
  datasetFileName,
  datasetName,
} from './dataset';

/** What one import did, for the command's output and the tests. */
export interface OsmImportSummary {
  name: string;
  outputFile: string;
  format: 'overpass-json' | 'geojson';
  dataTimestamp?: string;
  /** Entries in the export. */
  read: number;
  imported: number;
  skipped: Record<OsmSkipReason | 'no-coordinates' | 'duplicate', number>;
  /** Imported places with a `cuisine` tag, and those of them whose tag maps to one of the 22 cuisines. */
  withCuisineTag: number;
  withCuisineTagMapped: number;
  /** Imported places with at least one of the 22 cuisines (from the tag or the kind: cafe, bakery, ...). */
  withCuisine: number;
  withDietaryOptions: number;
  withAddress: number;
  ms: number;
}

export interface OsmImportOptions {
  /** Dataset name; defaults to the source file's name. */
  name?: string;
  now?: Date;
}

/**
 * Imports one Overpass JSON or GeoJSON export into `placesDir` as `osm-<name>.json`, replacing any
 * earlier import of the same name. The file is written whole and renamed into place, so a running
 * server never reads half of it.
 */
export function importOsmFile(sourcePath: string, placesDir: string, options: OsmImportOptions = {}): OsmImportSummary {
  const started = performance.now();
  const bytes = readFileSync(sourcePath);
  let data: unknown;
  try {
    data = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new Error(`${basename(sourcePath)} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = parseOsmExport(data);
  const skipped: OsmImportSummary['skipped'] = { 'not-food': 0, 'drinks-only': 0, 'no-name': 0, 'no-coordinates': parsed.withoutCoordinates, duplicate: 0 };
  const places = new Map<string, OsmPlaceRecord>();
  let withCuisineTag = 0;
  let withCuisineTagMapped = 0;
  for (const element of parsed.elements) {
    const mapped = mapOsmElement(element);
    if ('skip' in mapped) skipped[mapped.skip] += 1;
    else if (places.has(mapped.place.id)) skipped.duplicate += 1;
    else {
      places.set(mapped.place.id, mapped.place);
      if (element.tags.cuisine) {
        withCuisineTag += 1;
        if (cuisinesForValue(element.tags.cuisine).length > 0) withCuisineTagMapped += 1;
      }
    }
  }

  const name = options.name ? datasetName(options.name) : datasetName(sourcePath);
  const dataset: OsmDataset = {
    format: OSM_DATASET_FORMAT,
    version: OSM_DATASET_VERSION,
    name,
    sourceFile: basename(sourcePath),
    sourceSha256: createHash('sha256').update(bytes).digest('hex'),
    ...(parsed.timestamp ? { dataTimestamp: parsed.timestamp } : {}),
    importedAt: (options.now ?? new Date()).toISOString(),
    license: 'ODbL-1.0',
    attribution: OSM_ATTRIBUTION,
    places: [...places.values()],
  };
  mkdirSync(placesDir, { recursive: true });
  const outputFile = join(placesDir, datasetFileName(name));
  const temporary = `${outputFile}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(dataset));
  renameSync(temporary, outputFile);

  const list = dataset.places;
  return {
    name,
    outputFile,
    format: parsed.format,
    ...(parsed.timestamp ? { dataTimestamp: parsed.timestamp } : {}),
    read: parsed.elements.length + parsed.withoutCoordinates,
    imported: list.length,
    skipped,
    withCuisineTag,
    withCuisineTagMapped,
    withCuisine: list.filter((p) => p.cuisines.length > 0).length,
    withDietaryOptions: list.filter((p) => p.dietaryOptions.length > 0).length,
    withAddress: list.filter((p) => p.address).length,
    ms: performance.now() - started,
  };
}
