import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { datasetFileName, datasetName, placesDataDir } from '../../functions/lib/providers/places/osm/dataset';
import { importOsmFile, type OsmImportSummary } from '../../functions/lib/providers/places/osm/import';

/**
 * What `npm run import:osm` and `npm run fetch:osm` share: where the imported places live, one import
 * that refuses an export without places, and the lines that describe an import.
 */

/** The places folder as `npm start` reads it: `FORKSURE_DATA_DIR` (default `.data`) is relative to the repository. */
export function placesDirOf(env: NodeJS.ProcessEnv, repoRoot: string): string {
  return placesDataDir({ ...env, FORKSURE_DATA_DIR: resolve(repoRoot, env.FORKSURE_DATA_DIR ?? '.data') });
}

/** Said once after every import: ODbL 1.0 asks for it wherever the data is used. */
export const OSM_ATTRIBUTION_LINE = 'Data © OpenStreetMap contributors (ODbL 1.0); the app shows this attribution with every result from it.';

/**
 * Imports one export into `placesDir`. An export that yields no place fails, and the empty dataset is
 * taken out again (an earlier import of that name is kept): it would only clutter `--list`.
 */
export function importOsmExport(path: string, placesDir: string, name?: string): OsmImportSummary {
  const target = resolve(placesDir, datasetFileName(datasetName(name ?? path)));
  const earlier = existsSync(target) ? readFileSync(target) : undefined;
  const summary = importOsmFile(path, placesDir, name ? { name } : {});
  if (summary.imported === 0) {
    if (earlier && summary.outputFile === target) writeFileSync(target, earlier);
    else rmSync(summary.outputFile, { force: true });
    const why = summary.read === 0 ? 'it holds no OpenStreetMap elements' : `none of its ${summary.read} entries is a named food place with coordinates`;
    throw new Error(`nothing imported: ${why}. Expected an Overpass API JSON or GeoJSON export of restaurants.`);
  }
  return summary;
}

/** The lines describing one import; `shown` turns a path into what the operator reads. */
export function importSummaryLines(file: string, s: OsmImportSummary, shown: (path: string) => string): string[] {
  const skipped = [
    s.skipped['drinks-only'] && `${s.skipped['drinks-only']} bars/pubs without food`,
    s.skipped['no-name'] && `${s.skipped['no-name']} without a name`,
    s.skipped['not-food'] && `${s.skipped['not-food']} not food places`,
    s.skipped['no-coordinates'] && `${s.skipped['no-coordinates']} without coordinates`,
    s.skipped.duplicate && `${s.skipped.duplicate} duplicates`,
  ].filter(Boolean);
  return [
    `Imported ${s.imported} places from ${file} (${s.format}, ${s.read} entries${s.dataTimestamp ? `, data of ${s.dataTimestamp}` : ''}) in ${s.ms.toFixed(0)} ms`,
    `  → ${shown(s.outputFile)}`,
    ...(skipped.length ? [`  skipped: ${skipped.join(', ')}`] : []),
    `  cuisine: ${s.withCuisine} places with one of the 22 cuisines (${s.withCuisineTagMapped} of ${s.withCuisineTag} cuisine tags mapped); ${s.withDietaryOptions} with diet tags; ${s.withAddress} with an address`,
  ];
}
