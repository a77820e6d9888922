import { CUISINES, type Cuisine } from '../../../../../shared/domain/cuisines';
import { matchesCuisine, matchesFilters, rankCandidates, textRankOf } from '../filters';
import { boundingBox, haversineMeters, wrapLongitude } from '../geo';
import { illustrationUrl } from '../illustration';
import { openingHoursLines } from '../osm/hours';
import { type LatLng, PRICE_LEVELS, type Place, type PlaceDetails, type PlaceReview, type PlaceSearchQuery } from '../port';
import type { DemoKnowledgeBase } from './knowledge-base';
import { hashSeed, pick, sample, seededRandom, weightedIndex } from './random';

/**
 * Demo restaurants for anywhere on Earth, the same every time. The world is cut into cells of
 * 0.02° (about 2 km); each cell holds at most one place per cuisine, placed and described by
 * random numbers seeded with the cell and the cuisine. So a place stays where it is, keeps its name
 * and dishes, and its id (`demo-<cell lat>_<cell lng>_<cuisine number>`) is enough to rebuild it
 * for GET /places/{id}. Every place is flagged `demo: true`.
 */
export const DEMO_CELL_DEGREES = 0.02;
/**
 * Demo places are generated within 10 km at most: results are nearest first and capped (at most
 * 200), and 10 km already holds several hundred, so a wider radius would only cost time. Nor are
 * there any beyond 85° of latitude, where longitude cells shrink to nothing.
 */
const DEMO_MAX_RADIUS_METERS = 10_000;
const DEMO_MAX_LATITUDE = 85;
const DEMO_ID = /^demo-(-?\d{1,5})_(-?\d{1,5})_(\d{1,2})$/;

interface Candidate {
  id: string;
  cuisine: Cuisine;
  cuisines: Cuisine[];
  location: LatLng;
}

/** Demo places through the query's filters, ranked by its text as imported places are (see filters.ts). */
export function demoSearch(kb: DemoKnowledgeBase, query: PlaceSearchQuery, maxResults: number, now: Date): { places: Place[]; textMatched?: boolean } {
  if (!(Math.abs(query.center.lat) <= DEMO_MAX_LATITUDE)) return { places: [] };
  const radiusMeters = Math.min(query.radiusMeters, DEMO_MAX_RADIUS_METERS);
  const box = boundingBox(query.center, radiusMeters);
  const found: { candidate: Candidate; meters: number }[] = [];
  const cell = (degrees: number) => Math.floor(degrees / DEMO_CELL_DEGREES);
  for (let i = cell(box.south); i <= cell(box.north); i++) {
    for (let j = cell(box.west); j <= cell(box.east); j++) {
      const wrappedJ = cell(wrapLongitude((j + 0.5) * DEMO_CELL_DEGREES));
      for (let c = 0; c < CUISINES.length; c++) {
        const candidate = candidateAt(kb, i, wrappedJ, c);
        if (!candidate || !matchesCuisine(candidate, query.cuisine)) continue;
        const meters = haversineMeters(query.center, candidate.location);
        if (meters <= radiusMeters) found.push({ candidate, meters });
      }
    }
  }
  found.sort((a, b) => a.meters - b.meters || a.candidate.id.localeCompare(b.candidate.id));
  const rank = textRankOf(query);
  const unranked = rank.words.length === 0 && rank.diets.length === 0;
  const places: Place[] = [];
  for (const { candidate } of found) {
    const place = build(kb, candidate, now).place;
    if (matchesFilters(place, query)) places.push(place);
    if (unranked && places.length >= maxResults) break;
  }
  const { items, textMatched } = rankCandidates(places, rank, (place) => place, maxResults);
  return textMatched === undefined ? { places: items } : { places: items, textMatched };
}

/** The demo place with this id, with everything the detail page shows; null if there is none. */
export function demoDetails(kb: DemoKnowledgeBase, id: string, now: Date): PlaceDetails | null {
  const match = DEMO_ID.exec(id);
  if (!match) return null;
  const candidate = candidateAt(kb, Number(match[1]), Number(match[2]), Number(match[3]));
  if (!candidate || candidate.id !== id) return null;
  const { place, photos, reviews, hours, phone } = build(kb, candidate, now);
  return { ...place, photos, phone, hours, reviews };
}

/** Whether cell (i, j) has a place of cuisine number c, and where: cheap, for scanning many cells. */
function candidateAt(kb: DemoKnowledgeBase, i: number, j: number, c: number): Candidate | null {
  const cuisine = CUISINES[c];
  if (!cuisine) return null;
  const entry = kb.cuisines[cuisine];
  const random = seededRandom(hashSeed('demo-site', i, j, c));
  if (random() >= entry.weight) return null;
  const lat = (i + 0.05 + 0.9 * random()) * DEMO_CELL_DEGREES;
  const lng = (j + 0.05 + 0.9 * random()) * DEMO_CELL_DEGREES;
  if (Math.abs(lat) > DEMO_MAX_LATITUDE) return null;
  return {
    id: `demo-${i}_${j}_${c}`,
    cuisine,
    cuisines: [cuisine, ...(entry.also ?? [])],
    location: { lat: round6(lat), lng: round6(wrapLongitude(lng)) },
  };
}

function build(kb: DemoKnowledgeBase, candidate: Candidate, now: Date) {
  const entry = kb.cuisines[candidate.cuisine];
  const seed = hashSeed('demo-place', candidate.id);
  const random = seededRandom(seed);
  const name = pick(random, entry.names).replace('{a}', pick(random, entry.a));
  const priceLevel = PRICE_LEVELS[weightedIndex(random, entry.prices)]!;
  const rating = Math.min(5, Math.round((3.4 + random() * 1.5) * 10) / 10);
  const userRatingCount = Math.round(8 + random() ** 2 * 1900);
  const dishes = sample(random, entry.dishes, 3 + (random() < 0.5 ? 1 : 0));
  const description = pick(random, entry.descriptions)
    .replace('{d1}', lowerFirst(dishes[0]!.name))
    .replace('{d2}', lowerFirst(dishes[1]!.name));
  const dietaryOptions = Object.entries(entry.diets).flatMap(([diet, chance]) => (random() < chance ? [diet] : []));
  if (dietaryOptions.includes('Vegan') && !dietaryOptions.includes('Vegetarian')) dietaryOptions.push('Vegetarian');
  const street = `${1 + Math.floor(random() * 2400)} ${pick(random, kb.streets)}`;
  // 555-0100 to 555-0199 are reserved for fiction: these numbers never ring anyone.
  const phone = `555-01${String(Math.floor(random() * 100)).padStart(2, '0')}`;
  const imageUrl = illustrationUrl(candidate.cuisine, seed);

  const place: Place = {
    id: candidate.id,
    name,
    location: candidate.location,
    address: street,
    vicinity: street,
    cuisines: candidate.cuisines,
    cuisineTags: [],
    priceLevel,
    rating,
    userRatingCount,
    imageUrl,
    dietaryOptions,
    description,
    menuItems: dishes.map((d) => ({ name: d.name, description: d.description })),
    source: 'demo',
    demo: true,
    ...(kb.hours[entry.hours] ? { openingHours: kb.hours[entry.hours] } : {}),
  };
  const photos = [{ url: imageUrl }, ...dishes.slice(0, 3).map((d, k) => ({ url: illustrationUrl(candidate.cuisine, seed + k + 1, d.emoji) }))];
  const reviews = reviewsFor(kb, random, rating, dishes, now);
  return { place, photos, reviews, hours: openingHoursLines(place.openingHours), phone };
}

/** 3 to 5 reviews by different people, none repeating another's words. */
function reviewsFor(kb: DemoKnowledgeBase, random: () => number, placeRating: number, dishes: { name: string }[], now: Date): PlaceReview[] {
  const authors = sample(random, kb.reviewers, 3 + Math.floor(random() * 3));
  const used = new Set<string>();
  return authors.map((author) => {
    const rating = Math.max(1, Math.min(5, Math.round(placeRating + (random() - 0.55) * 2.5)));
    const lines = rating >= 4 ? kb.reviews.high : rating === 3 ? kb.reviews.mid : kb.reviews.low;
    const options = lines.filter((line) => !used.has(line));
    const line = pick(random, options.length ? options : lines);
    used.add(line);
    const daysAgo = 1 + Math.floor(random() * 150);
    return {
      author,
      rating,
      text: line.replace('{dish}', lowerFirst(pick(random, dishes).name)),
      publishedAt: new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10),
    };
  });
}

/** "Pad thai" → "pad thai" inside a sentence (the knowledge base avoids names that start with a proper noun). */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
