import { test } from 'node:test';
import assert from 'node:assert/strict';
import { summarizeReviews } from './review-summary';

/** The spec's local keyword-based summary: at most 3 points a side, each backed by its reviews. */
const review = (text: string, rating?: number) => ({ text, rating });

test('a mixed set of reviews: the most-mentioned praise and criticism first, with how many reviews back each', () => {
  const summary = summarizeReviews({
    language: 'en',
    reviews: [
      review('Outstanding pad thai, and the staff were happy to talk us through every ingredient.', 5),
      review('Came back for the green curry. Friendly service, and they checked our allergies without being asked.', 5),
      review('Good pad thai, though it took a while to arrive on a busy evening.', 3),
      review('Nice atmosphere and decent curry. A bit pricey for the portion size.', 3),
      review('Long wait, and the curry arrived lukewarm. Might try again on a quieter night.', 2),
      review("Underwhelming noodles, and the server wasn't sure what was in it.", 2),
    ],
  });
  assert.deepEqual(summary, {
    whatPeopleLove: [
      'Friendly, attentive staff (2 of 6 reviews)',
      'Care with allergies and ingredients (2 of 6 reviews)',
      'A good overall experience (2 of 6 reviews)',
    ],
    areasForImprovement: ['Long waits (2 of 6 reviews)', 'Food quality (1 of 6 reviews)', 'Friendlier, more attentive service (1 of 6 reviews)'],
  });
});

test('at most 3 points a side even when more aspects are mentioned', () => {
  const summary = summarizeReviews({
    language: 'en',
    reviews: [
      review('Delicious food, friendly staff, cozy atmosphere, good value, generous portions and a spotless bathroom.', 5),
      review('Bland food, rude staff, noisy room, overpriced, tiny portions, slow, and a dirty restroom.', 1),
    ],
  });
  assert.equal(summary.whatPeopleLove.length, 3);
  assert.equal(summary.areasForImprovement.length, 3);
  assert.deepEqual(summary.whatPeopleLove, ['Tasty, well-prepared food (1 of 2 reviews)', 'Friendly, attentive staff (1 of 2 reviews)', 'A pleasant atmosphere (1 of 2 reviews)']);
});

test('a review counts once per aspect, however often it repeats it', () => {
  const summary = summarizeReviews({
    language: 'en',
    reviews: [review('Great food. Really great food. The food! Delicious food.', 5), review('Fine.', 4)],
  });
  assert.deepEqual(summary.whatPeopleLove, ['Tasty, well-prepared food (1 of 2 reviews)']);
  assert.deepEqual(summary.areasForImprovement, []);
});

test('negation flips general sentiment words ("not good", "wasn\'t great")', () => {
  const summary = summarizeReviews({
    language: 'en',
    reviews: [review('The food was not good and the service wasn\'t great either.', 4)],
  });
  assert.deepEqual(summary, { whatPeopleLove: [], areasForImprovement: ['Food quality (1 of 1 review)', 'Friendlier, more attentive service (1 of 1 review)'] });
});

test('an aspect named without sentiment words takes the review rating (4-5 praise, 1-2 criticism, 3 neither)', () => {
  const reviews = (rating: number) => [review('We came for the portions and the prices.', rating)];
  assert.deepEqual(summarizeReviews({ language: 'en', reviews: reviews(5) }).whatPeopleLove, ['Good value for money (1 of 1 review)', 'Generous portions (1 of 1 review)']);
  assert.deepEqual(summarizeReviews({ language: 'en', reviews: reviews(1) }).areasForImprovement, ['Prices for what you get (1 of 1 review)', 'Portion sizes (1 of 1 review)']);
  assert.deepEqual(summarizeReviews({ language: 'en', reviews: reviews(3) }), { whatPeopleLove: [], areasForImprovement: [] });
});

test('nothing is invented: no reviews, empty texts, or texts that name nothing give no points', () => {
  const empty = { whatPeopleLove: [], areasForImprovement: [] };
  assert.deepEqual(summarizeReviews({ language: 'en', reviews: [] }), empty);
  assert.deepEqual(summarizeReviews({ language: 'en', reviews: [review('   ', 5)] }), empty);
  assert.deepEqual(summarizeReviews({ language: 'en', reviews: [review('Came on a Tuesday with my cousin.', 5)] }), empty);
  // English keywords only: a Spanish review gives no points rather than guessed ones.
  assert.deepEqual(summarizeReviews({ language: 'es', reviews: [review('La comida estaba buenísima.', 5)] }), empty);
});

test("points are written in the caller's language (unknown languages fall back to English)", () => {
  const reviews = [review('Friendly staff and delicious food.', 5), review('The wait was long, we waited 40 minutes.', 2)];
  assert.deepEqual(summarizeReviews({ language: 'es', reviews }), {
    whatPeopleLove: ['Comida sabrosa y bien preparada (1 de 2 reseñas)', 'Personal amable y atento (1 de 2 reseñas)'],
    areasForImprovement: ['Las largas esperas (1 de 2 reseñas)'],
  });
  assert.deepEqual(summarizeReviews({ language: 'ja', reviews }).areasForImprovement, ['長い待ち時間 （2件中1件のレビュー）']);
  assert.deepEqual(summarizeReviews({ language: 'xx', reviews }).areasForImprovement, ['Long waits (1 of 2 reviews)']);
});
