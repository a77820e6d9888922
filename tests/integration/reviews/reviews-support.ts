import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Db } from '../../../functions/lib/data/db';
import { demoSearch } from '../../../functions/lib/providers/places/demo/generate';
import { demoKnowledgeBase } from '../../../functions/lib/providers/places/demo/knowledge-base';
import type { AnalyzeReviewsResponse } from '../../../shared/api/reviews';
import { call, setPlan } from '../library/history-support';
import { seedOsmPlaces } from '../../../infra/local/osm-seed';
import { createTestUser, startTestRuntime, type TestRuntime, type TestUser } from '../support/runtime';

/** Helpers of the review-analysis integration tests (real runtime, real handlers, dynalite). */
export const dbOf = (runtime: TestRuntime): Db => createDb({ tableName: runtime.tableName, dynamoEndpoint: runtime.dynamoEndpoint, region: 'us-east-1' });

/** A demo restaurant (rebuilt from its id by the embedded places adapter; 3 to 5 generated reviews). */
export function demoRestaurantId(index = 0): string {
  const { places } = demoSearch(demoKnowledgeBase(), { center: { lat: 41.8781, lng: -87.6298 }, radiusMeters: 10_000 }, index + 1, new Date());
  return places[index]!.id;
}

/** An OpenStreetMap place (OpenStreetMap has no reviews), imported by `startRuntimeWithOsmPlace`. */
export const OSM_PLACE_WITHOUT_REVIEWS = 'osm-node-9000000001';

/** The local runtime with a data folder holding one imported OpenStreetMap restaurant (Overpass GeoJSON export). */
export async function startRuntimeWithOsmPlace(): Promise<TestRuntime> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forksure-it-reviews-'));
  const seedDir = join(dataDir, 'seed');
  mkdirSync(seedDir);
  writeFileSync(
    join(seedDir, 'test_restaurants_overpass_2026-01-01.geojson'),
    JSON.stringify({
      type: 'FeatureCollection',
      generator: 'overpass-turbo',
      features: [
        {
          type: 'Feature',
          properties: { '@id': 'node/9000000001', amenity: 'restaurant', name: 'Test Curry House', cuisine: 'indian', 'addr:street': 'High Street', 'addr:housenumber': '1', 'addr:city': 'Edinburgh' },
          geometry: { type: 'Point', coordinates: [-3.19, 55.95] },
        },
      ],
    }),
  );
  if (!seedOsmPlaces(seedDir, join(dataDir, 'places'))) throw new Error('The test export was not imported.');
  return startTestRuntime(dataDir);
}

export async function userOn(runtime: TestRuntime, db: Db, tier: 'free' | 'pro' | 'premium'): Promise<TestUser> {
  const user = await createTestUser(runtime);
  await setPlan(db, user, tier);
  return user;
}

export const analyze = (runtime: TestRuntime, user: TestUser | undefined, body: unknown) =>
  call<AnalyzeReviewsResponse>(runtime, 'POST', '/reviews/analyze', { body, ...(user ? { token: user.accessToken } : {}) });
