import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GeocodingPort } from '../../../functions/lib/providers/geocoding/port';
import type { LatLngBox } from '../../../functions/lib/providers/places/geo';
import { datasetName } from '../../../functions/lib/providers/places/osm/dataset';
import { OSM_ATTRIBUTION_LINE, importOsmExport, importSummaryLines } from '../osm-import-one';
import { escapeTerminalText } from '../terminal-text';
import { DEFAULT_RADIUS_KM, MAX_AREA_KM2, areaProblem, boxAround, boxText, describeSize, parseBbox } from './fetch-area';
import { DEFAULT_OVERPASS_URL, OVERPASS_DEFAULTS, OverpassError, type OverpassOptions, fetchOverpass, formatBytes } from './overpass-client';
import { FETCHED_AMENITIES, overpassQuery } from './overpass-query';
import { exportSourceNote } from './export-source-note';

/**
 * `npm run fetch:osm -- "PLACE" | --bbox south,west,north,east [--radius KM] [--name NAME]`: asks the
 * Overpass API for the area's restaurants, cafés and fast food, keeps the answer as an export (with
 * its ODbL attribution, a SOURCE note beside it) in `<places dir>/exports/`, and imports it as
 * `npm run import:osm` does, so `npm start` serves the places. Returns the exit code.
 */
export const USAGE = 'Usage: npm run fetch:osm -- "PLACE" [--radius KM] [--name NAME] | --bbox south,west,north,east [--name NAME]';
const SERVER_TIMEOUT_SECONDS = 120;

export interface FetchOsmContext {
  args: string[];
  env: NodeJS.ProcessEnv;
  placesDir: string;
  geocoding: () => GeocodingPort;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Overrides of the request's limits (the tests' short pauses). */
  overpass?: Partial<OverpassOptions>;
  shown?: (path: string) => string;
  now?: () => Date;
}

/** A refusal the operator can act on (usage, an unknown place, an area too large): its message is the whole story. */
export class RefusedError extends Error {}

interface Area {
  box: LatLngBox;
  label: string;
  name: string;
}

export async function runFetchOsm(context: FetchOsmContext): Promise<number> {
  const { out, err } = context;
  try {
    const options = parseArgs(context.args);
    if (options === 'help') {
      out(USAGE);
      out(`PLACE: a town or postal code the geocoder knows ("Berlin", "Paris, France", "19107"); the box around its centre, --radius km each way (default ${DEFAULT_RADIUS_KM}).`);
      out(`At most ${MAX_AREA_KM2.toLocaleString('en-US')} km² per request. The endpoint is OVERPASS_URL (default ${DEFAULT_OVERPASS_URL}).`);
      return 0;
    }
    const area = await resolveArea(options, context);
    const problem = areaProblem(area.box);
    if (problem) throw new RefusedError(problem);
    return await fetchAndImport(area, context);
  } catch (error) {
    if (error instanceof RefusedError || error instanceof OverpassError) err(error.message);
    else err(`fetch:osm failed: ${escapeTerminalText(error instanceof Error ? error.message : String(error))}`);
    return 1;
  }
}

interface FetchOsmArgs {
  place?: string;
  bbox?: string;
  radiusKm: number;
  name?: string;
}

function parseArgs(args: string[]): FetchOsmArgs | 'help' {
  if (args.includes('--help') || args.includes('-h')) return 'help';
  const flags = new Set(['--bbox', '--radius', '--name']);
  const values = new Map<string, string>();
  const words: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (flags.has(arg)) {
      const value = args[i + 1];
      if (value === undefined || value === '') throw new RefusedError(`${arg} needs a value.\n${USAGE}`);
      values.set(arg, value);
      i++;
    } else if (arg.startsWith('--')) throw new RefusedError(`Unknown option ${escapeTerminalText(arg)}.\n${USAGE}`);
    else words.push(arg);
  }
  // `npm run fetch:osm -- New York` arrives as two words.
  const place = words.join(' ').trim();
  const bbox = values.get('--bbox');
  if (place && bbox) throw new RefusedError(`Give a place or --bbox, not both.\n${USAGE}`);
  if (!place && !bbox) throw new RefusedError(`Name a place or give --bbox.\n${USAGE}`);
  const radiusText = values.get('--radius');
  if (radiusText !== undefined && bbox) throw new RefusedError('--radius applies to a place; a --bbox is the area itself.');
  const radiusKm = radiusText === undefined ? DEFAULT_RADIUS_KM : Number(radiusText);
  if (!Number.isFinite(radiusKm) || radiusKm <= 0) throw new RefusedError(`--radius takes a number of km greater than 0 (got "${escapeTerminalText(radiusText ?? '')}").`);
  const name = values.get('--name');
  if (name !== undefined && datasetName(name) === 'export') throw new RefusedError('--name needs letters or digits.');
  return { ...(place ? { place } : {}), ...(bbox ? { bbox } : {}), radiusKm, ...(name ? { name } : {}) };
}

async function resolveArea(options: FetchOsmArgs, context: FetchOsmContext): Promise<Area> {
  if (options.bbox !== undefined) {
    const box = parseBbox(options.bbox);
    if ('error' in box) throw new RefusedError(box.error);
    return { box, label: `the box ${boxText(box)}`, name: options.name ?? `bbox-${boxText(box)}` };
  }
  const place = options.place!;
  const shownPlace = escapeTerminalText(place);
  context.out(`Looking up "${shownPlace}"…`);
  const found = await context.geocoding().geocode(place);
  if (!found) {
    throw new RefusedError(
      `No place called "${shownPlace}" is known to the geocoder. Check the spelling, add the country ("Paris, France") or ` +
        'the US state ("Paris, TX"), or give the area as --bbox south,west,north,east.',
    );
  }
  const label = escapeTerminalText(found.label);
  context.out(`  ${label} (${found.location.lat.toFixed(4)}, ${found.location.lng.toFixed(4)}); the area ${options.radiusKm} km around it`);
  return { box: boxAround(found.location, options.radiusKm), label, name: options.name ?? found.label };
}

async function fetchAndImport(area: Area, context: FetchOsmContext): Promise<number> {
  const { out } = context;
  const shown = context.shown ?? ((path: string) => path);
  const url = context.env.OVERPASS_URL?.trim() || DEFAULT_OVERPASS_URL;
  const endpoint = shownUrl(url);
  out(`Asking the Overpass API (${endpoint}) for restaurants, cafés and fast food in ${area.label}, ${describeSize(area.box)}…`);
  const started = Date.now();
  const query = overpassQuery(area.box, SERVER_TIMEOUT_SECONDS);
  const answer = await fetchOverpass(query, {
    ...OVERPASS_DEFAULTS,
    url,
    userAgent: `Forksure/${FORKSURE_VERSION} (fetch:osm, a local import of restaurants for a food-allergy restaurant finder)`,
    log: out,
    ...context.overpass,
  });
  const elements = answer.data.elements.length;
  out(`  received ${formatBytes(answer.bytes.length)} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${elements} OpenStreetMap elements`);
  if (elements === 0) {
    context.err(`OpenStreetMap has no ${FETCHED_AMENITIES.join(', ')} in ${area.label}; nothing was kept or imported.`);
    return 1;
  }

  const now = context.now?.() ?? new Date();
  const name = datasetName(area.name);
  const exportsDir = join(context.placesDir, 'exports');
  mkdirSync(exportsDir, { recursive: true });
  const exportFile = join(exportsDir, `${name}_overpass_${now.toISOString().slice(0, 10)}.json`);
  writeWhole(exportFile, answer.bytes);
  const noteFile = exportFile.replace(/\.json$/, '.SOURCE.md');
  writeWhole(
    noteFile,
    exportSourceNote({ label: area.label, box: area.box, endpoint, fetchedAt: now, osmBase: answer.data.osm3s?.timestamp_osm_base, elements, bytes: answer.bytes.length, query }),
  );
  out(`  kept the export with its ODbL attribution: ${shown(exportFile)} (and .SOURCE.md)`);

  let summary;
  try {
    summary = importOsmExport(exportFile, context.placesDir, name);
  } catch (error) {
    // Nothing usable in it (every element unnamed, say): keep no export either.
    for (const file of [exportFile, noteFile]) rmSync(file, { force: true });
    throw new RefusedError(`${area.label}: ${escapeTerminalText(error instanceof Error ? error.message : String(error))} Nothing was kept.`);
  }
  for (const line of importSummaryLines(shown(exportFile), summary, shown)) out(line);
  out(OSM_ATTRIBUTION_LINE);
  out(`A running npm start serves these places within seconds; otherwise npm start. Search near ${area.label} to see them.`);
  return 0;
}

/** The endpoint without user info or query, escaped for the terminal. */
function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return escapeTerminalText(`${parsed.protocol}//${parsed.host}${parsed.pathname}`);
  } catch {
    throw new RefusedError(`OVERPASS_URL is not a URL: "${escapeTerminalText(url)}".`);
  }
}

/** Written whole, then renamed into place: a reader never sees half a file. */
function writeWhole(path: string, content: string | Buffer) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}

const FORKSURE_VERSION = (JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'package.json'), 'utf8')) as { version: string }).version;
