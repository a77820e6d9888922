import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { placesDataDir } from '../../functions/lib/providers/places/osm/dataset';
import { importOsmFile } from '../../functions/lib/providers/places/osm/import';
import { createOsmPlaceStore } from '../../functions/lib/providers/places/osm/store';

/**
 * `npm run import:osm -- FILE [FILE...] [--name NAME]`: imports OpenStreetMap exports (Overpass API
 * JSON or GeoJSON) for the embedded places adapter, into `<data dir>/places/osm-<name>.json`.
 * Importing a file again replaces its earlier import. A running `npm start` picks the data up
 * within seconds. `--list` shows what is imported. The data dir is `FORKSURE_DATA_DIR` (default
 * `.data`), or `PLACES_DATA_DIR` for the places alone.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
const dir = placesDataDir({ ...process.env, FORKSURE_DATA_DIR: resolve(repoRoot, process.env.FORKSURE_DATA_DIR ?? '.data') });
const shown = (path: string) => relative(process.cwd(), path) || '.';

const args = process.argv.slice(2);
const nameAt = args.indexOf('--name');
const name = nameAt >= 0 ? args[nameAt + 1] : undefined;
const files = args.filter((arg, i) => !arg.startsWith('--') && !(nameAt >= 0 && i === nameAt + 1));

if (args.includes('--list')) {
  const datasets = createOsmPlaceStore(dir).datasets();
  if (datasets.length === 0) console.log(`No OpenStreetMap data imported in ${shown(dir)}.`);
  for (const d of datasets) console.log(`${d.name}: ${d.places} places (imported ${d.importedAt})`);
  process.exit(0);
}
if (files.length === 0 || args.includes('--help') || (nameAt >= 0 && !name)) {
  console.log('Usage: npm run import:osm -- FILE [FILE...] [--name NAME] | --list');
  console.log('FILE: an Overpass API JSON or GeoJSON export of OpenStreetMap restaurants (e.g. from overpass-turbo.eu).');
  process.exit(files.length === 0 && !args.includes('--help') ? 1 : 0);
}
if (name && files.length > 1) {
  console.error('--name applies to one file only.');
  process.exit(1);
}

let failed = false;
for (const file of files) {
  const path = resolve(file);
  if (!existsSync(path)) {
    console.error(`${file}: no such file.`);
    failed = true;
    continue;
  }
  try {
    const s = importOsmFile(path, dir, name ? { name } : {});
    const skipped = [
      s.skipped['drinks-only'] && `${s.skipped['drinks-only']} bars/pubs without food`,
      s.skipped['no-name'] && `${s.skipped['no-name']} without a name`,
      s.skipped['not-food'] && `${s.skipped['not-food']} not food places`,
      s.skipped['no-coordinates'] && `${s.skipped['no-coordinates']} without coordinates`,
      s.skipped.duplicate && `${s.skipped.duplicate} duplicates`,
    ].filter(Boolean);
    console.log(`Imported ${s.imported} places from ${file} (${s.format}, ${s.read} entries${s.dataTimestamp ? `, data of ${s.dataTimestamp}` : ''}) in ${s.ms.toFixed(0)} ms`);
    console.log(`  → ${shown(s.outputFile)}`);
    if (skipped.length) console.log(`  skipped: ${skipped.join(', ')}`);
    console.log(`  cuisine: ${s.withCuisine} places with one of the 22 cuisines (${s.withCuisineTagMapped} of ${s.withCuisineTag} cuisine tags mapped); ${s.withDietaryOptions} with diet tags; ${s.withAddress} with an address`);
  } catch (error) {
    console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    failed = true;
  }
}
console.log('Data © OpenStreetMap contributors (ODbL 1.0); the app shows this attribution with every result from it.');
process.exit(failed ? 1 : 0);
