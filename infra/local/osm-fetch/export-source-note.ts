import type { LatLngBox } from '../../../functions/lib/providers/places/geo';
import { boxText } from './fetch-area';

/**
 * The SOURCE note kept beside a fetched export, as infra/local/seed/osm/SOURCE.md is beside the
 * seed exports: what the file is, where and when it came from, and the ODbL attribution the data
 * (and anything made from it) must carry.
 */
export interface ExportSource {
  label: string;
  box: LatLngBox;
  endpoint: string;
  fetchedAt: Date;
  /** The database state the answer reflects (Overpass's `osm3s.timestamp_osm_base`). */
  osmBase?: string;
  elements: number;
  bytes: number;
  query: string;
}

export function exportSourceNote(source: ExportSource): string {
  return [
    `# OpenStreetMap restaurants, cafés and fast food: ${source.label}`,
    '',
    'Fetched by `npm run fetch:osm` from the Overpass API and kept exactly as received (Overpass API JSON).',
    '',
    '## Licence and required attribution',
    '',
    'OpenStreetMap data: **Open Database License (ODbL) 1.0**. Attribution to show wherever the data (or',
    'anything derived from it) is used:',
    '',
    '> © OpenStreetMap contributors. Data available under the Open Database License',
    '> (ODbL), https://www.openstreetmap.org/copyright',
    '',
    'ODbL is share-alike for databases: a database derived from this file that is used publicly must be',
    'offered under ODbL too.',
    '',
    '## Source',
    '',
    `- endpoint: ${source.endpoint}`,
    `- fetched: ${source.fetchedAt.toISOString()}`,
    `- OpenStreetMap data as of: ${source.osmBase ?? 'not stated by the server'}`,
    `- area (south,west,north,east): ${boxText(source.box)}`,
    `- ${source.elements} elements, ${source.bytes} bytes`,
    '',
    'Query:',
    '',
    '```',
    source.query,
    '```',
    '',
  ].join('\n');
}
