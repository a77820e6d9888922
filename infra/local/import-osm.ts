import { existsSync, rmSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { datasetFileName, datasetName } from '../../functions/lib/providers/places/osm/dataset';
import type { OsmImportSummary } from '../../functions/lib/providers/places/osm/import';
import { createOsmPlaceStore } from '../../functions/lib/providers/places/osm/store';
import { OSM_ATTRIBUTION_LINE, importOsmExport, importSummaryLines, placesDirOf } from './osm-import-one';

/**
 * `npm run import:osm -- FILE [FILE...] [--name NAME] | --list | --remove NAME`: imports OpenStreetMap
 * exports (Overpass API JSON or GeoJSON) for the embedded places adapter, into
 * `<data dir>/places/osm-<name>.json`. Importing a file again replaces its earlier import. A running
 * `npm start` picks the data up within seconds. FILE is relative to the folder the command was run
 * from; the data dir is `FORKSURE_DATA_DIR` (default `.data`, relative to the repository, as for
 * `npm start`), or `PLACES_DATA_DIR` for the places alone.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
// npm runs scripts from the repository root and puts the caller's folder in INIT_CWD.
const callerDir = process.env.INIT_CWD ?? process.cwd();
const dir = placesDirOf(process.env, repoRoot);
const shown = (path: string) => relative(callerDir, path) || '.';
const USAGE = 'Usage: npm run import:osm -- FILE [FILE...] [--name NAME] | --list | --remove NAME';

const args = process.argv.slice(2);
const valueOf = (flag: string) => (args.includes(flag) ? (args[args.indexOf(flag) + 1] ?? '') : undefined);
const name = valueOf('--name');
const removeName = valueOf('--remove');
const files = args.filter((arg, i) => !arg.startsWith('--') && !['--name', '--remove'].includes(args[i - 1] ?? ''));

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

if (args.includes('--list')) {
  const datasets = createOsmPlaceStore(dir).datasets();
  if (datasets.length === 0) console.log(`No OpenStreetMap data imported in ${shown(dir)}.`);
  for (const d of datasets) console.log(`${d.name}: ${d.places} places (imported ${d.importedAt})`);
  process.exit(0);
}
if (removeName !== undefined) {
  const file = resolve(dir, datasetFileName(datasetName(removeName || '-')));
  if (!removeName || !existsSync(file)) {
    const names = createOsmPlaceStore(dir).datasets().map((d) => d.name);
    fail(`No imported dataset named "${removeName}". ${names.length ? `Imported: ${names.join(', ')}` : `Nothing is imported in ${shown(dir)}.`}`);
  }
  rmSync(file);
  console.log(`Removed ${removeName} (${shown(file)}). A running npm start drops its places within seconds.`);
  process.exit(0);
}
const unknown = args.filter((arg) => arg.startsWith('--') && !['--name', '--help'].includes(arg));
if (unknown.length) fail(`Unknown option ${unknown.join(', ')}.\n${USAGE}`);
if (files.length === 0 || args.includes('--help') || name === '') {
  console.log(USAGE);
  console.log('FILE: an Overpass API JSON or GeoJSON export of OpenStreetMap restaurants (e.g. from overpass-turbo.eu).');
  process.exit(files.length === 0 && !args.includes('--help') ? 1 : 0);
}
if (name && files.length > 1) fail('--name applies to one file only.');

let failed = false;
for (const file of files) {
  try {
    printSummary(file, importOne(resolve(callerDir, file)));
  } catch (error) {
    console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    failed = true;
  }
}
console.log(OSM_ATTRIBUTION_LINE);
process.exit(failed ? 1 : 0);

function importOne(path: string): OsmImportSummary {
  if (!existsSync(path)) throw new Error('no such file.');
  if (statSync(path).isDirectory()) throw new Error(`is a folder; give the export files in it, e.g. ${shown(path)}/*.json`);
  return importOsmExport(path, dir, name);
}

function printSummary(file: string, s: OsmImportSummary) {
  for (const line of importSummaryLines(file, s, shown)) console.log(line);
}
