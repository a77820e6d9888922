import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isDatasetFileName } from '../../functions/lib/providers/places/osm/dataset';
import { importOsmFile } from '../../functions/lib/providers/places/osm/import';

/**
 * First-start import of the OpenStreetMap exports shipped in the repository (`infra/local/seed/osm/`,
 * ODbL, see its SOURCE.md), so Philadelphia and Edinburgh are searchable out of the box.
 * Runs only while the places directory holds no imported dataset: after that `npm run import:osm`
 * owns it, and a user who wants demo data everywhere sets `OSM_SEED_DIR=` (empty).
 */
export const DEFAULT_OSM_SEED_DIR = (repoRoot: string) => resolve(repoRoot, 'infra', 'local', 'seed', 'osm');

/** The seed folder from `OSM_SEED_DIR` (relative to `baseDir`): '' when set empty (no seed). */
export function osmSeedDirFrom(env: NodeJS.ProcessEnv, repoRoot: string, baseDir = repoRoot): string {
  const value = env.OSM_SEED_DIR;
  if (value === undefined) return DEFAULT_OSM_SEED_DIR(repoRoot);
  if (value.trim() === '') return '';
  const dir = resolve(baseDir, value);
  // A misspelt folder would silently start with generated demo data: say so and stop instead.
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new Error(`OSM_SEED_DIR is "${value}", but ${dir} is not a folder. Fix it, or set OSM_SEED_DIR= (empty) for no seed data.`);
  }
  return dir;
}

export interface OsmSeedResult {
  files: number;
  places: number;
}

export function seedOsmPlaces(sourceDir: string, placesDir: string, log: (line: string) => void = () => undefined): OsmSeedResult | null {
  if (!sourceDir || !existsSync(sourceDir)) return null;
  if (existsSync(placesDir) && readdirSync(placesDir).some(isDatasetFileName)) return null;
  const files = readdirSync(sourceDir)
    .filter((name) => /\.(geo)?json$/i.test(name))
    .sort((a, b) => exportYear(a) - exportYear(b) || a.localeCompare(b));
  if (files.length === 0) {
    log(`No OpenStreetMap exports (*.json, *.geojson) in ${sourceDir}; searches use generated demo data.`);
    return null;
  }
  const started = performance.now();
  let places = 0;
  // Oldest export first: a place in several exports is taken from the last import (the newest).
  for (const file of files) places += importOsmFile(join(sourceDir, file), placesDir).imported;
  log(`Imported ${places} OpenStreetMap restaurants from ${files.length} files in ${sourceDir} (${(performance.now() - started).toFixed(0)} ms; npm run import:osm -- FILE adds more)`);
  return { files: files.length, places };
}

/** The year in an export's file name ("..._overpass_2018-02-06.geojson" → 2018), 0 when none. */
function exportYear(fileName: string): number {
  const years = fileName.match(/(?<!\d)(19|20)\d{2}(?!\d)/g);
  return years ? Number(years[years.length - 1]) : 0;
}
