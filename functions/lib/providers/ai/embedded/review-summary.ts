import { AI_ANALYSIS_POINTS_MAX } from '../../../../../shared/api/reviews';
import { FALLBACK_LANGUAGE, normalizeLanguage } from '../../../../../shared/i18n/languages';
import type { ReviewAnalysis, ReviewAnalysisInput } from '../port';
import { ASPECTS, type Aspect, summaryPoint } from './review-summary-phrases';

/**
 * The spec's "local keyword-based summary" of a restaurant's reviews (analyze-restaurant-reviews:
 * "on any failure a local keyword-based summary is used"): the embedded AI adapter's review
 * analysis, and the fallback whenever the OpenAI adapter fails.
 *
 * Each review is cut into clauses (sentences, and around commas and "but"/"though"). A clause
 * speaks of an aspect (food, service, allergy care, atmosphere, value, portions, waiting,
 * cleanliness) when it names one; its polarity comes from words that carry it themselves
 * ("lukewarm", "long wait", "generous portions"), else from general sentiment words ("great",
 * "not good": a negation just before flips them), else from the review's rating (4-5 praise, 1-2
 * criticism). A clause with sentiment but no aspect ("Outstanding pad thai") counts for the overall
 * experience. Each aspect counts a review once per side; the points are the aspects most reviews
 * praise or criticise (at most 3 a side), each saying how many reviews back it. Reviews that name no
 * aspect (or are in a language the keywords do not cover: English only) give no points: nothing is
 * invented.
 */
interface AspectRules {
  aspect: Aspect;
  /** Words that name the aspect without a polarity of their own. */
  terms: RegExp;
  /** Phrases that praise the aspect by themselves. */
  praise?: RegExp;
  /** Phrases that criticise the aspect by themselves. */
  criticism?: RegExp;
}

const words = (...list: string[]) => new RegExp(`\\b(?:${list.join('|')})\\b`, 'i');

const RULES: readonly AspectRules[] = [
  {
    aspect: 'food',
    terms: words('food', 'dish(?:es)?', 'meals?', 'flavou?rs?', 'taste[sd]?', 'cooking', 'cooked', 'chef', 'cuisine', 'menu items?', 'sauces?'),
    praise: words('delicious', 'tasty', 'flavou?rful', 'yummy', 'mouth-?watering', 'perfectly cooked', 'fresh'),
    criticism: words('bland', 'tasteless', 'lukewarm', 'cold food', 'over-?cooked', 'under-?cooked', 'stale', 'soggy', 'greasy', 'too salty', 'burnt', 'inedible', 'food poisoning'),
  },
  {
    aspect: 'service',
    terms: words('service', 'staff', 'servers?', 'waiter', 'waitress', 'waitstaff', 'host', 'hostess', 'bartender', 'owners?', 'manager', 'team'),
    praise: words('friendly', 'attentive', 'welcoming', 'helpful', 'polite', 'knowledgeable', 'courteous'),
    criticism: words('rude', 'unfriendly', 'inattentive', 'unhelpful', 'dismissive', 'ignored us', 'impolite'),
  },
  {
    aspect: 'allergy',
    terms: words('allerg(?:y|ies|ic|ens?)', 'gluten', 'celiac', 'coeliac', 'intoleran(?:t|ce)', 'dietary', 'ingredients?', 'vegan', 'vegetarian', 'dairy-free', 'nut-free'),
    praise: words('checked our allerg(?:y|ies)', 'talk(?:ed)? us through', 'accommodating', 'took our allerg(?:y|ies) seriously', 'marks what is in'),
    criticism: /\b(?:wasn'?t|weren'?t|was not|were not|not) sure what\b|\b(?:doesn'?t|didn'?t|don'?t) list\b|\bcross[- ]contamina|\bdidn'?t know (?:what|the ingredients)/i,
  },
  {
    aspect: 'atmosphere',
    terms: words('atmosphere', 'ambiance', 'ambience', 'decor', 'vibes?', 'room', 'setting', 'music', 'interior', 'patio', 'terrace', 'view'),
    praise: words('cozy', 'cosy', 'relaxed', 'charming', 'romantic', 'inviting', 'beautiful'),
    criticism: words('noisy', 'too loud', 'loud', 'cramped', 'crowded', 'stuffy'),
  },
  {
    aspect: 'value',
    terms: words('prices?', 'priced', 'value', 'costs?', 'bill', 'money'),
    praise: words('good value', 'great value', 'affordable', 'reasonabl[ey](?: priced)?', 'worth (?:it|the money|every penny)', 'inexpensive', 'cheap'),
    criticism: words('pricey', 'overpriced', 'expensive', 'not worth', 'rip-?off'),
  },
  {
    aspect: 'portions',
    terms: words('portions?', 'servings?', 'portion sizes?'),
    praise: words('generous', 'huge portions?', 'big portions?', 'large portions?', 'filling', 'plenty of food'),
    criticism: words('small portions?', 'tiny portions?', 'skimpy', 'still hungry'),
  },
  {
    aspect: 'waiting',
    terms: words('wait(?:ed|ing)?', 'minutes', 'delays?'),
    praise: words('quick(?:ly)?', 'fast', 'prompt(?:ly)?', 'no wait', 'in no time', 'right away'),
    criticism: words('long wait', 'waited (?:over |for )?(?:an hour|\\d+ minutes)', 'took (?:a while|ages|forever|so long)', 'slow(?:ly)?', 'delayed'),
  },
  {
    aspect: 'cleanliness',
    terms: words('clean(?:liness)?', 'hygiene', 'bathrooms?', 'restrooms?', 'toilets?'),
    praise: words('spotless', 'very clean', 'clean', 'tidy', 'immaculate'),
    criticism: words('dirty', 'filthy', 'sticky', 'smelly', 'unclean', 'not clean', 'grimy'),
  },
  {
    aspect: 'overall',
    terms: words('place', 'spot', 'restaurant', 'experience', 'evening', 'visit', 'night out'),
  },
];

const POSITIVE = words(
  'good', 'great', 'excellent', 'amazing', 'awesome', 'fantastic', 'outstanding', 'wonderful', 'lovely', 'perfect(?:ly)?', 'best',
  'superb', 'nice', 'solid', 'decent', 'lov(?:e|ed)', 'enjoy(?:ed)?', 'recommend(?:ed)?', 'impressive', 'happy', 'brilliant', 'favou?rite', 'tasty',
);
const NEGATIVE = words(
  'bad', 'terrible', 'awful', 'poor', 'horrible', 'disappointing', 'disappointed', 'underwhelming', 'worst', 'mediocre', 'meh', 'lacking',
  'unpleasant', 'disgusting', 'avoid', 'never again', 'sadly', 'unfortunately',
);
const NEGATION = /\b(?:not|never|no|hardly|isn'?t|wasn'?t|weren'?t|aren'?t|didn'?t|don'?t|doesn'?t)\s+(?:\w+\s+){0,2}$/i;

type Polarity = 1 | -1 | 0;

/** Sentiment of a clause from general words: +1, -1 or 0 (none, or both). */
function clauseSentiment(clause: string): Polarity {
  let score = 0;
  for (const [pattern, sign] of [
    [POSITIVE, 1],
    [NEGATIVE, -1],
  ] as const) {
    const global = new RegExp(pattern.source, 'gi');
    for (const match of clause.matchAll(global)) {
      const negated = NEGATION.test(clause.slice(0, match.index));
      score += negated ? -sign : sign;
    }
  }
  return score > 0 ? 1 : score < 0 ? -1 : 0;
}

const ratingPolarity = (rating: number | undefined): Polarity => (rating === undefined ? 0 : rating >= 4 ? 1 : rating <= 2 ? -1 : 0);

function clauses(text: string): string[] {
  return text
    .split(/[.!?;\n]+|,|\b(?:but|though|although|however|whereas|except)\b/i)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The aspects one review praises and criticises. */
function reviewAspects(review: { text: string; rating?: number }): { praised: Set<Aspect>; criticised: Set<Aspect> } {
  const praised = new Set<Aspect>();
  const criticised = new Set<Aspect>();
  const mark = (aspect: Aspect, polarity: Polarity) => {
    if (polarity > 0) praised.add(aspect);
    if (polarity < 0) criticised.add(aspect);
  };
  for (const clause of clauses(review.text)) {
    const sentiment = clauseSentiment(clause);
    let named = false;
    for (const rule of RULES) {
      if (rule.criticism?.test(clause)) {
        mark(rule.aspect, -1);
        named = true;
      } else if (rule.praise?.test(clause)) {
        mark(rule.aspect, NEGATION.test(clause.slice(0, clause.search(rule.praise))) ? -1 : 1);
        named = true;
      } else if (rule.terms.test(clause)) {
        mark(rule.aspect, sentiment || ratingPolarity(review.rating));
        named = true;
      }
    }
    if (!named) mark('overall', sentiment);
  }
  return { praised, criticised };
}

export function summarizeReviews(input: Pick<ReviewAnalysisInput, 'reviews' | 'language'>): ReviewAnalysis {
  const reviews = input.reviews.filter((review) => review.text.trim());
  const praise = new Map<Aspect, number>();
  const criticism = new Map<Aspect, number>();
  for (const review of reviews) {
    const { praised, criticised } = reviewAspects(review);
    for (const aspect of praised) praise.set(aspect, (praise.get(aspect) ?? 0) + 1);
    for (const aspect of criticised) criticism.set(aspect, (criticism.get(aspect) ?? 0) + 1);
  }
  const language = normalizeLanguage(input.language) ?? FALLBACK_LANGUAGE;
  const top = (counts: Map<Aspect, number>, side: 'love' | 'improve') =>
    [...counts.entries()]
      .sort(([a, x], [b, y]) => y - x || ASPECTS.indexOf(a) - ASPECTS.indexOf(b))
      .slice(0, AI_ANALYSIS_POINTS_MAX)
      .map(([aspect, count]) => summaryPoint(language, side, aspect, count, reviews.length));
  return { whatPeopleLove: top(praise, 'love'), areasForImprovement: top(criticism, 'improve') };
}
