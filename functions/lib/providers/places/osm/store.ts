import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { boundingBox, haversineMeters, wrapLongitude } from '../geo';
import type { DataArea } from '../../../../../shared/api/places';
import type { LatLng } from '../port';
import { type OsmDataset, isDatasetFileName, isOsmDataset } from './dataset';
import { mergeDuplicates } from './dedupe';
import type { OsmPlaceRecord } from './map';

/**
 * The imported OpenStreetMap places, read from the places data directory at run time and kept in
 * memory with a grid index (cells of 0.05°, about 5 km), so a radius search touches only nearby
 * places. The directory is looked at again at most every `recheckMs`; a new or re-imported
 * dataset is picked up without a restart. A place imported by several datasets (an older and a
 * newer export of one city) is taken from the most recently imported one, and places with the
 * same name within 50 m are merged into one (see dedupe.ts); `byId` answers a merged-away id with
 * the place it became.
 */
export interface OsmPlaceStore {
  /** Places within `radiusMeters` of `center`, nearest first, with their distance. */
  near(center: LatLng, radiusMeters: number): { place: OsmPlaceRecord; meters: number }[];
  byId(id: string): OsmPlaceRecord | undefined;
  /** Names and sizes of the loaded datasets. */
  datasets(): { name: string; places: number; importedAt: string }[];
  /** Where real data lies: one area per town the datasets cover, largest first. */
  areas(): DataArea[];
}

const CELL_DEGREES = 0.05;
const cellIndex = (degrees: number) => Math.floor(degrees / CELL_DEGREES);
const cellKey = (latIndex: number, lngIndex: number) => `${latIndex}:${lngIndex}`;
const LNG_CELLS = Math.round(360 / CELL_DEGREES);

interface Loaded {
  signature: string;
  byId: Map<string, OsmPlaceRecord>;
  grid: Map<string, OsmPlaceRecord[]>;
  datasets: { name: string; places: number; importedAt: string }[];
  areas: DataArea[];
}

export function createOsmPlaceStore(dir: string, options: { recheckMs?: number; now?: () => number } = {}): OsmPlaceStore {
  const recheckMs = options.recheckMs ?? 2_000;
  const now = options.now ?? Date.now;
  let loaded: Loaded = { signature: '', byId: new Map(), grid: new Map(), datasets: [], areas: [] };
  let checkedAt = -Infinity;

  const current = (): Loaded => {
    if (now() - checkedAt < recheckMs) return loaded;
    checkedAt = now();
    const files = datasetFiles(dir);
    const signature = files.map((f) => `${f.name}:${f.mtimeMs}:${f.size}`).join('|');
    if (signature !== loaded.signature) loaded = load(files, signature);
    return loaded;
  };

  return {
    near(center, radiusMeters) {
      const { grid } = current();
      const box = boundingBox(center, radiusMeters);
      const found: { place: OsmPlaceRecord; meters: number }[] = [];
      const lngFrom = cellIndex(box.west);
      const lngTo = Math.min(cellIndex(box.east), lngFrom + LNG_CELLS - 1);
      for (let i = cellIndex(box.south); i <= cellIndex(box.north); i++) {
        for (let j = lngFrom; j <= lngTo; j++) {
          const wrapped = cellIndex(wrapLongitude(j * CELL_DEGREES + CELL_DEGREES / 2));
          for (const place of grid.get(cellKey(i, wrapped)) ?? []) {
            const meters = haversineMeters(center, place);
            if (meters <= radiusMeters) found.push({ place, meters });
          }
        }
      }
      return found.sort((a, b) => a.meters - b.meters || a.place.id.localeCompare(b.place.id));
    },
    byId: (id) => current().byId.get(id),
    datasets: () => current().datasets,
    areas: () => current().areas,
  };
}

function datasetFiles(dir: string): { name: string; path: string; mtimeMs: number; size: number }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter(isDatasetFileName)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      try {
        const stat = statSync(path);
        return [{ name, path, mtimeMs: stat.mtimeMs, size: stat.size }];
      } catch {
        return []; // removed between listing and stat
      }
    });
}

function load(files: { path: string }[], signature: string): Loaded {
  const datasets = files.flatMap(({ path }) => {
    try {
      const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
      return isOsmDataset(value) ? [value] : [];
    } catch {
      return []; // a damaged file is skipped; re-importing replaces it
    }
  });
  // Oldest import first, so a newer import of the same place overwrites it.
  datasets.sort((a: OsmDataset, b: OsmDataset) => a.importedAt.localeCompare(b.importedAt));
  const latest = new Map<string, OsmPlaceRecord>();
  for (const dataset of datasets) for (const place of dataset.places) latest.set(place.id, place);
  // One restaurant mapped twice (a node and a way, or another object in another export) is one place.
  const { places, mergedInto } = mergeDuplicates([...latest.values()]);
  const byId = new Map(places.map((place) => [place.id, place]));
  for (const [dropped, kept] of mergedInto) byId.set(dropped, byId.get(kept)!);
  const grid = new Map<string, OsmPlaceRecord[]>();
  for (const place of places) {
    const key = cellKey(cellIndex(place.lat), cellIndex(place.lng));
    const cell = grid.get(key);
    if (cell) cell.push(place);
    else grid.set(key, [place]);
  }
  return {
    signature,
    byId,
    grid,
    datasets: datasets.map((d) => ({ name: d.name, places: d.places.length, importedAt: d.importedAt })),
    areas: areasOf(datasets),
  };
}

/**
 * One area per town: a dataset is named by the town most of its places give in their address
 * ("…, Philadelphia"), else by the dataset's name; two exports of one town are one area (the
 * larger's size). The centre is the median of the places' coordinates.
 */
function areasOf(datasets: readonly OsmDataset[]): DataArea[] {
  const byName = new Map<string, DataArea>();
  for (const dataset of datasets) {
    if (dataset.places.length === 0) continue;
    const name = mostCommonTown(dataset.places) ?? dataset.name;
    const area = { name, places: dataset.places.length, center: { lat: median(dataset.places.map((p) => p.lat)), lng: median(dataset.places.map((p) => p.lng)) } };
    const known = byName.get(name.toLowerCase());
    if (!known || known.places < area.places) byName.set(name.toLowerCase(), area);
  }
  return [...byName.values()].sort((a, b) => b.places - a.places || a.name.localeCompare(b.name));
}

function mostCommonTown(places: readonly OsmPlaceRecord[]): string | undefined {
  const counts = new Map<string, number>();
  for (const place of places) {
    const parts = place.vicinity?.split(', ') ?? [];
    const town = parts.length > 1 ? parts[parts.length - 1]!.trim() : undefined;
    if (town) counts.set(town, (counts.get(town) ?? 0) + 1);
  }
  let best: string | undefined;
  for (const [town, count] of counts) if (best === undefined || count > counts.get(best)!) best = town;
  return best;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
