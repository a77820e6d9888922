import type { LatLngBox } from '../../../functions/lib/providers/places/geo';
import { boxText } from './fetch-area';

/**
 * The Overpass QL query for an area's restaurants, cafés and fast food: nodes, ways and relations
 * (`nwr`), with all their tags (the import reads name, cuisine, diet:*, addr:*, opening_hours, contact
 * and more). `out center` is the `body` verbosity (coordinates of nodes, tags of all) plus a centre
 * for ways and relations, where the import places them; `out tags center` would drop the nodes'
 * coordinates.
 * `[timeout:]` lets the server stop a query that runs too long, with a remark instead of data.
 */
export const FETCHED_AMENITIES = ['restaurant', 'cafe', 'fast_food'] as const;

export function overpassQuery(box: LatLngBox, serverTimeoutSeconds: number): string {
  return [
    `[out:json][timeout:${serverTimeoutSeconds}];`,
    `nwr["amenity"~"^(${FETCHED_AMENITIES.join('|')})$"](${boxText(box)});`,
    'out center;',
  ].join('\n');
}
