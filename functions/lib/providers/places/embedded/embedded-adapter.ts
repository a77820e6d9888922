import { demoDetails, demoSearch } from '../demo/generate';
import { type DemoKnowledgeBase, demoKnowledgeBase } from '../demo/knowledge-base';
import { hashSeed } from '../demo/random';
import { matchesFilters, rankCandidates, textRankOf } from '../filters';
import { deepFreeze } from '../deep-freeze';
import { illustrationUrl } from '../illustration';
import { emojiForPlace } from '../place-emoji';
import { OSM_ATTRIBUTION } from '../osm/dataset';
import { type OsmPlaceRecord, osmName } from '../osm/map';
import type { OsmPlaceStore } from '../osm/store';
import type { Place, PlaceDetails, PlaceSearchQuery, PlacesPort } from '../port';

/**
 * The embedded places adapter (`PLACES_PROVIDER=embedded-osm-demo`, the local default). Where
 * imported OpenStreetMap data covers the searched area it answers from that data only. Elsewhere
 * it answers no places and says so (`noDataHere`, with the areas that have data), unless the
 * operator turned demo places on (`DEMO_PLACES=1`): then from the deterministic demo dataset,
 * every place flagged `demo`. The two are never mixed in one answer, so a real result is never
 * shown beside an invented one.
 *
 * "Covers" means: at least `minPlaces` imported places (any kind) lie within the search radius or
 * `minRadiusMeters`, whichever is larger. A search in the middle of an imported city with a
 * narrow filter thus still gets real (possibly zero) results, while a town the export did not
 * reach gets demo data.
 */
export interface EmbeddedPlacesOptions {
  store: OsmPlaceStore;
  /** Loaded on first use (tests pass their own). */
  knowledgeBase?: () => DemoKnowledgeBase;
  coverage?: { minPlaces: number; minRadiusMeters: number };
  /** Generated places where no real data lies (`DEMO_PLACES=1`); off by default: never invent. */
  demoPlaces?: boolean;
  now?: () => Date;
}

export const DEFAULT_COVERAGE = { minPlaces: 3, minRadiusMeters: 3_000 };
export const EMBEDDED_DEFAULT_MAX_RESULTS = 60;
const EMBEDDED_MAX_RESULTS = 200;
const MAX_RADIUS_METERS = 50_000;

export function embeddedPlacesAdapter(options: EmbeddedPlacesOptions): PlacesPort {
  const { store } = options;
  const kb = options.knowledgeBase ?? demoKnowledgeBase;
  const coverage = options.coverage ?? DEFAULT_COVERAGE;
  const now = options.now ?? (() => new Date());

  return {
    async search(input) {
      const query: PlaceSearchQuery = { ...input, radiusMeters: Math.min(MAX_RADIUS_METERS, Math.max(1, input.radiusMeters)) };
      const maxResults = Math.min(EMBEDDED_MAX_RESULTS, Math.max(1, Math.floor(query.maxResults ?? EMBEDDED_DEFAULT_MAX_RESULTS)));
      const nearby = store.near(query.center, Math.max(query.radiusMeters, coverage.minRadiusMeters));
      if (nearby.length >= coverage.minPlaces) {
        const rank = textRankOf(query);
        // Nearest first; without words or diets to rank by, stop at maxResults (a 5-mile circle holds ~1,500 places).
        const unranked = rank.words.length === 0 && rank.diets.length === 0;
        const candidates: OsmPlaceRecord[] = [];
        for (const { place: record, meters } of nearby) {
          if (meters > query.radiusMeters || (unranked && candidates.length >= maxResults)) break;
          if (matchesFilters(record, query)) candidates.push(record);
        }
        const { items, textMatched } = rankCandidates(candidates, rank, (record) => record, maxResults);
        const places = items.map((record) => searchPlace(record, query.language));
        return { places, source: 'openstreetmap', demo: false, attributions: [OSM_ATTRIBUTION], ...(textMatched === undefined ? {} : { textMatched }) };
      }
      if (!options.demoPlaces) return { places: [], source: 'openstreetmap', demo: false, attributions: [], noDataHere: { areas: store.areas() } };
      const demo = demoSearch(kb(), query, maxResults, now());
      return { places: demo.places, source: 'demo', demo: true, attributions: [], ...(demo.textMatched === undefined ? {} : { textMatched: demo.textMatched }) };
    },

    async details(id, detailOptions) {
      if (id.startsWith('demo-')) return options.demoPlaces ? demoDetails(kb(), id, now()) : null;
      const record = id.startsWith('osm-') ? store.byId(id) : undefined;
      return record ? osmDetails(record, detailOptions?.language) : null;
    },
  };
}

/**
 * The search result of an imported record, made once per record and language and shared by every
 * search (records do not change: a re-import loads new ones), hence frozen.
 */
function searchPlace(record: OsmPlaceRecord, language: string | undefined): Place {
  const lang = languageOf(language);
  let byLanguage = searchPlaces.get(record);
  if (!byLanguage) searchPlaces.set(record, (byLanguage = new Map()));
  let place = byLanguage.get(lang);
  if (!place) byLanguage.set(lang, (place = deepFreeze(withIllustration(osmPlace(record, lang)))));
  return place;
}

const searchPlaces = new WeakMap<OsmPlaceRecord, Map<string, Place>>();

/** The language whose local name a place shows ("pt-BR" → "pt"); '' for none. */
const languageOf = (language: string | undefined) => language?.toLowerCase().split('-')[0] ?? '';

function osmPlace(record: OsmPlaceRecord, lang: string): Place {
  return {
    id: record.id,
    name: osmName((lang && record.localNames?.[lang]) || record.name) ?? record.name,
    location: { lat: record.lat, lng: record.lng },
    ...(record.address ? { address: record.address } : {}),
    ...(record.vicinity ? { vicinity: record.vicinity } : {}),
    // Copies: callers own what they get; the store's records stay as imported.
    cuisines: [...record.cuisines],
    cuisineTags: [...record.cuisineTags],
    dietaryOptions: [...record.dietaryOptions],
    ...(record.dietaryOnly?.length ? { dietaryOnly: [...record.dietaryOnly] } : {}),
    ...(record.description ? { description: record.description } : {}),
    ...(record.openingHours ? { openingHours: record.openingHours } : {}),
    ...(record.countryCode ? { countryCode: record.countryCode } : {}),
    menuItems: [],
    source: 'openstreetmap',
    demo: false,
    attribution: OSM_ATTRIBUTION,
  };
}

/** The image is made only for the places that are returned (it is the costly part of a place). */
function withIllustration(place: Place): Place {
  return { ...place, imageUrl: illustrationUrl(place.cuisines[0], hashSeed(place.id), emojiForPlace(place.name, place.cuisineTags)) };
}

function osmDetails(record: OsmPlaceRecord, language: string | undefined): PlaceDetails {
  const place = withIllustration(osmPlace(record, languageOf(language)));
  const [, type, osmId] = /^osm-(node|way|relation)-(\d+)$/.exec(record.id) ?? [];
  return {
    ...place,
    photos: place.imageUrl ? [{ url: place.imageUrl }] : [],
    ...(record.phone ? { phone: record.phone } : {}),
    ...(record.website ? { website: record.website } : {}),
    hours: [...record.hours],
    reviews: [],
    ...(type ? { mapUrl: `https://www.openstreetmap.org/${type}/${osmId}` } : {}),
  };
}
