import { haversineMeters } from '../geo';
import type { OsmPlaceRecord } from './map';

/**
 * One restaurant mapped twice in OpenStreetMap (a node and a way, two nodes), or a place whose
 * object changed between two exports of a city (a node in 2018, a way in 2022), would show twice
 * in one result list. Places with the same normalised name within `DUPLICATE_METERS` are one place:
 * the record with the most facts is kept (on a tie the later one, i.e. the newer import, since
 * the store loads oldest first), and what it lacks (an address, phone, website, hours, diets,
 * cuisines, a description) is filled from the others. Its lists are not unioned: a base that has
 * diets keeps its own, so an older export never adds a claim the newer one dropped.
 */
export const DUPLICATE_METERS = 50;

/** Case, accents, punctuation, "&"/"and" and a leading "The" do not tell two places apart. */
export function normalizedName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

export interface Deduplicated {
  places: OsmPlaceRecord[];
  /** Each dropped id → the id of the place it was merged into (old links keep working). */
  mergedInto: Map<string, string>;
}

export function mergeDuplicates(records: readonly OsmPlaceRecord[]): Deduplicated {
  const byName = new Map<string, OsmPlaceRecord[][]>();
  const order: OsmPlaceRecord[][] = [];
  for (const record of records) {
    const key = normalizedName(record.name);
    const clusters = byName.get(key) ?? [];
    const cluster = clusters.find((c) => c.some((other) => haversineMeters(other, record) <= DUPLICATE_METERS));
    if (cluster) cluster.push(record);
    else {
      const created = [record];
      clusters.push(created);
      order.push(created);
      byName.set(key, clusters);
    }
  }
  const mergedInto = new Map<string, string>();
  const places = order.map((cluster) => {
    if (cluster.length === 1) return cluster[0]!;
    const merged = mergeCluster(cluster);
    for (const record of cluster) if (record.id !== merged.id) mergedInto.set(record.id, merged.id);
    return merged;
  });
  return { places, mergedInto };
}

/** How many facts a record carries. */
function richness(record: OsmPlaceRecord): number {
  const facts = [record.address, record.vicinity, record.phone, record.website, record.description, record.localNames];
  const lists = [record.cuisines, record.cuisineTags, record.dietaryOptions, record.hours];
  return facts.filter((fact) => fact !== undefined).length + lists.filter((list) => list.length > 0).length;
}

function mergeCluster(cluster: OsmPlaceRecord[]): OsmPlaceRecord {
  // Stable: on equal richness the later record (the newer import) comes first.
  const ranked = cluster.map((record, index) => ({ record, index })).sort((a, b) => richness(b.record) - richness(a.record) || b.index - a.index);
  const [base, ...others] = ranked.map((r) => r.record);
  const merged: OsmPlaceRecord = { ...base! };
  for (const other of others) {
    for (const field of ['address', 'vicinity', 'phone', 'website', 'description', 'localNames'] as const) {
      if (merged[field] === undefined && other[field] !== undefined) Object.assign(merged, { [field]: other[field] });
    }
    // The diets a place serves only are a part of its diet tags: they come from the same record.
    if (merged.dietaryOptions.length === 0 && other.dietaryOptions.length > 0 && other.dietaryOnly) merged.dietaryOnly = other.dietaryOnly;
    for (const field of ['cuisines', 'cuisineTags', 'dietaryOptions', 'hours'] as const) {
      if (merged[field].length === 0 && other[field].length > 0) Object.assign(merged, { [field]: other[field] });
    }
  }
  return merged;
}
