import { relative, resolve } from 'node:path';
import { createGeocodingPort } from '../../functions/lib/providers/geocoding/geocoding';
import { runFetchOsm } from './osm-fetch/fetch-osm-command';
import { placesDirOf } from './osm-import-one';

/**
 * `npm run fetch:osm -- "Berlin"` or `-- --bbox south,west,north,east`: real restaurants for any
 * area, from the Overpass API (OVERPASS_URL), imported for `npm start`. See osm-fetch/fetch-osm-command.ts.
 */
const repoRoot = resolve(import.meta.dirname, '..', '..');
// npm runs scripts from the repository root and puts the caller's folder in INIT_CWD.
const callerDir = process.env.INIT_CWD ?? process.cwd();

process.exitCode = await runFetchOsm({
  args: process.argv.slice(2),
  env: process.env,
  placesDir: placesDirOf(process.env, repoRoot),
  geocoding: () => createGeocodingPort(process.env),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  shown: (path) => relative(callerDir, path) || '.',
});
