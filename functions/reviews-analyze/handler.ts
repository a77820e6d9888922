import * as api from '../../shared/api/contracts';
import { defaultDb } from '../lib/data/db';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { defaultReviewAi } from '../lib/providers/ai/review-ai';
import { defaultPlaces } from '../lib/providers/places/places';
import { analyzeRestaurantReviews } from '../lib/services/places/review-analysis-service';

/** POST /reviews/analyze: what people love and areas for improvement from a restaurant's reviews (premium). */
export const handler = createHttpHandler('reviews-analyze', {
  routes: [
    implement(api.analyzeReviews, ({ auth, body, logger, metrics, signal }) =>
      analyzeRestaurantReviews({ db: defaultDb(), places: defaultPlaces(), ai: defaultReviewAi(), logger, metrics, signal }, auth, body),
    ),
  ],
});
