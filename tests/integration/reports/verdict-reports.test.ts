import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { listVerdictReportsOfDate } from '../../../functions/lib/data/verdict-report-repository';
import { acceptVerdictReport } from '../../../functions/lib/services/verdict-reports/report-acceptance-service';
import type { PlacesSearchResponse, RestaurantDetail } from '../../../shared/api/places';
import { utcDate } from '../../../shared/domain/utc-dates';
import { get, post } from '../support/http';
import { createTestUser } from '../support/runtime';
import { runtimeWithDbForFile } from '../support/runtime-with-db';
import { serverNow } from '../support/server-clock';

/**
 * POST /verdict-reports through the real local runtime (product-rules §16): signed-in users only, the
 * kinds and their allergen or diet, a bounded text, 5 per UTC day per user even under 100 parallel
 * posts; a report changes no verdict; an operator's accepted note shows on the card and detail page.
 */
// Reports are counted per UTC date: no midnight may fall inside a test.
const env = runtimeWithDbForFile({ clockAtMidday: true });

const DAILY_REPORTS = 5;
const LIMIT_MESSAGE = 'Daily report limit reached (5 per day). Try again tomorrow!';

const report = (overrides: Record<string, unknown> = {}) => ({
  placeId: 'demo-place-1',
  placeName: 'Trattoria Test',
  kind: 'containsUnflagged',
  concern: 'peanuts',
  text: 'The satay sauce has peanuts.',
  ...overrides,
});
const send = (body: unknown, token?: string) => post<{ id: string; message: string; remainingToday: number; error?: { code: string; message: string; fields?: { path: string; message: string }[] } }>(env.runtime, '/verdict-reports', body, token);
const todays = () => listVerdictReportsOfDate(env.db, utcDate(serverNow()));

const BOLOGNA = { lat: 44.4949, lng: 11.3426 };

describe('POST /verdict-reports', { timeout: 300_000 }, () => {
  test('a signed-in user reports; it is stored with the kind, allergen, dish and text, and the user', async () => {
    const user = await createTestUser(env.runtime);
    const answer = await send(report({ dish: '  Pad Thai ', text: '  Peanuts in the sauce  ' }), user.accessToken);
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.body.message, 'Thank you. We check every report before a verdict changes.');
    assert.equal(answer.body.remainingToday, DAILY_REPORTS - 1);
    const stored = (await todays()).find((r) => r.id === answer.body.id);
    assert.ok(stored, `the report ${answer.body.id} is stored`);
    assert.deepEqual(
      { ...stored, created_at: undefined, user_id: stored.user_id === null ? null : 'the user' },
      { id: answer.body.id, user_id: 'the user', place_id: 'demo-place-1', place_name: 'Trattoria Test', dish: 'Pad Thai', kind: 'containsUnflagged', concern: 'peanuts', text: 'Peanuts in the sauce', created_at: undefined, accepted_at: null },
    );
  });

  test('visitors are refused with 401; nothing is stored', async () => {
    const before = (await todays()).length;
    for (const token of [undefined, 'not-a-jwt']) assert.equal((await send(report(), token)).status, 401, String(token));
    assert.equal((await todays()).length, before);
  });

  test('every bad field gets a clear 400; nothing is counted', async () => {
    const user = await createTestUser(env.runtime);
    const cases: [unknown, string, string][] = [
      [report({ kind: 'praise' }), 'body.kind', 'kind is one of containsUnflagged, flaggedButFree, closedOrWrongPlace, other.'],
      [report({ concern: undefined }), 'body.concern', 'Choose the allergen or diet this report is about.'],
      [report({ kind: 'flaggedButFree', concern: 'unicorn' }), 'body.concern', 'Choose the allergen or diet this report is about.'],
      [report({ kind: 'closedOrWrongPlace' }), 'body.concern', 'Only reports about an allergen or diet name one.'],
      [report({ kind: 'other', concern: undefined, text: '   ' }), 'body.text', 'Tell us what is wrong.'],
      [report({ text: 'x'.repeat(501) }), 'body.text', 'Keep the text to 500 characters or fewer.'],
      [report({ placeId: '' }), 'body.placeId', 'placeId is required.'],
      [report({ dish: 'd'.repeat(121) }), 'body.dish', 'Keep the dish name to 120 characters or fewer.'],
      [report({ extra: 1 }), 'body', ''],
    ];
    for (const [body, path, message] of cases) {
      const answer = await send(body, user.accessToken);
      assert.equal(answer.status, 400, JSON.stringify(body).slice(0, 80));
      const field = answer.body.error?.fields?.find((f) => f.path === path);
      assert.ok(field, `${path} in ${answer.text}`);
      if (message) assert.equal(field.message, message);
    }
    // At the bounds: 500 characters; a closed place without allergen or text; a diet.
    for (const body of [report({ text: 't'.repeat(500) }), report({ kind: 'closedOrWrongPlace', concern: undefined, text: '' }), report({ kind: 'flaggedButFree', concern: 'vegan' })]) {
      assert.equal((await send(body, user.accessToken)).status, 200, JSON.stringify(body).slice(0, 80));
    }
    const left = await send(report(), user.accessToken);
    assert.equal(left.body.remainingToday, DAILY_REPORTS - 4, 'the refused bodies used none of the allowance');
  });

  test('100 parallel reports of one user: exactly the daily allowance accepted, the rest get the limit message', async () => {
    const user = await createTestUser(env.runtime);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => send(report({ text: `Parallel ${i}` }), user.accessToken)));
    assert.equal(answers.filter((a) => a.status === 200).length, DAILY_REPORTS);
    const refused = answers.filter((a) => a.status === 429);
    assert.equal(refused.length, 100 - DAILY_REPORTS);
    assert.deepEqual(refused[0]!.body.error, { code: 'DAILY_REPORT_LIMIT', message: LIMIT_MESSAGE });
    const stored = (await todays()).filter((r) => r.text.startsWith('Parallel '));
    assert.equal(stored.length, DAILY_REPORTS);
    // Another user has their own allowance.
    assert.equal((await send(report(), (await createTestUser(env.runtime)).accessToken)).status, 200);
  });

  test('a report changes no verdict; an accepted note is shown on the card and detail page as evidence, the verdict unchanged', async () => {
    const user = await createTestUser(env.runtime);
    const search = await post<PlacesSearchResponse>(
      env.runtime,
      '/places/search',
      { searchQuery: '', cuisineType: 'any', priceRange: 'any', dietaryRestrictions: [], allergies: ['Peanuts'], searchRadius: 5, distanceUnit: 'miles', coordinates: BOLOGNA, location: 'Bologna, IT' },
      user.accessToken,
    );
    assert.equal(search.status, 200, search.text);
    const card = search.body.restaurants[0]!;
    const detailPath = `/places/${encodeURIComponent(card.id)}?searchId=${encodeURIComponent(search.body.searchId)}`;
    const before = await get<RestaurantDetail>(env.runtime, detailPath, user.accessToken);
    assert.equal(before.status, 200, before.text);
    assert.equal(before.body.placeNotes, undefined);

    const reporter = await createTestUser(env.runtime);
    const sent = await send(report({ placeId: card.id, placeName: card.name, kind: 'flaggedButFree', text: 'No peanuts at all, trust me' }), reporter.accessToken);
    assert.equal(sent.status, 200, sent.text);
    const unchanged = await get<RestaurantDetail>(env.runtime, detailPath, user.accessToken);
    assert.deepEqual(unchanged.body, before.body, 'the report alone changes nothing the diner sees');

    const accepted = await acceptVerdictReport(env.db, { reportId: sent.body.id, note: 'Confirmed by the restaurant: no peanuts in the kitchen', source: 'Phone call with the manager', now: serverNow() });
    const note = { text: 'Confirmed by the restaurant: no peanuts in the kitchen', source: 'Phone call with the manager', date: accepted.date, concern: 'peanuts' };
    const after = await get<RestaurantDetail>(env.runtime, detailPath, user.accessToken);
    assert.deepEqual(after.body.placeNotes, [note]);
    assert.deepEqual(after.body.allergyInfo, before.body.allergyInfo, 'the note is evidence; it changes no verdict (§16.3)');
    const again = await post<PlacesSearchResponse>(env.runtime, '/places/search', { searchQuery: '', cuisineType: 'any', priceRange: 'any', dietaryRestrictions: [], allergies: ['Peanuts'], searchRadius: 5, distanceUnit: 'miles', coordinates: BOLOGNA, location: 'Bologna, IT' }, user.accessToken);
    const cardAfter = again.body.restaurants.find((r) => r.id === card.id);
    assert.deepEqual(cardAfter?.placeNotes, [note]);
    assert.deepEqual(cardAfter?.allergyInfo, card.allergyInfo);
    assert.ok(again.body.restaurants.filter((r) => r.id !== card.id).every((r) => r.placeNotes === undefined), 'only that place has the note');
    await assert.rejects(acceptVerdictReport(env.db, { reportId: sent.body.id, note: 'twice', source: 'x', now: serverNow() }), /already accepted/);
    await assert.rejects(acceptVerdictReport(env.db, { reportId: 'nope', note: 'n', source: 's', now: serverNow() }), /No report with id/);
  });
});
