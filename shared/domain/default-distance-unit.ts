/**
 * The distance unit a new account starts with (product-rules §14.1): the unit of the road signs where
 * the person is, known from the browser's region ("en-US" → US); without a region, km, the unit of
 * nearly every country. The language alone decides nothing: English is spoken in km countries
 * (Ireland, Australia, India) and Spanish in a miles one (the US). The user changes it on /profile.
 */

/**
 * Where road distances are signed in miles: the United States and its territories, the United
 * Kingdom and its Crown Dependencies (metric on the shelf, miles on the road), Liberia.
 */
const MILES_REGIONS: ReadonlySet<string> = new Set(['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM', 'GB', 'IM', 'JE', 'GG', 'LR']);

/** `region`: an ISO 3166-1 alpha-2 code in any case ("us"), or undefined when the browser gave none. */
export function defaultDistanceUnit(region: string | undefined): 'miles' | 'km' {
  return region !== undefined && MILES_REGIONS.has(region.toUpperCase()) ? 'miles' : 'km';
}
