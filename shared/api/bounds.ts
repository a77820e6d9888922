import * as z from 'zod';

/**
 * Bounds for what clients send that no rule of the product bounds more tightly: every number has a
 * finite range (DynamoDB cannot store a number past 2^53 as sent, and nothing real is that large),
 * every text a length, every list a size. Generous on purpose: the real values are far smaller.
 */

/** Names, addresses, labels, short texts. */
export const TEXT_MAX_CHARS = 2_000;
/** Absolute URLs (photo URLs with their signatures included). */
export const URL_MAX_CHARS = 4_096;
/** Lists inside a stored copy (cuisines, diets, warnings, terms). */
export const LIST_MAX_ITEMS = 200;
/** Counts a client may echo back (ratings counted, words read). */
export const COUNT_MAX = 1_000_000_000;
/** The farthest two places on Earth are half its circumference apart. */
export const DISTANCE_METERS_MAX = 20_037_509;

export const boundedText = (max: number = TEXT_MAX_CHARS) => z.string().max(max, { error: `Keep this text to ${max} characters or fewer.` });
export const boundedUrl = () => z.string().max(URL_MAX_CHARS, { error: `Keep URLs to ${URL_MAX_CHARS} characters or fewer.` });
export const boundedList = <T extends z.ZodType>(item: T, max: number = LIST_MAX_ITEMS) => z.array(item).max(max, { error: `Send at most ${max} items.` });
export const countSchema = () =>
  z
    .number({ error: 'Expected a whole number.' })
    .int({ error: 'Expected a whole number.' })
    .min(0, { error: `Expected a whole number from 0 to ${COUNT_MAX}.` })
    .max(COUNT_MAX, { error: `Expected a whole number from 0 to ${COUNT_MAX}.` });
export const distanceMetersSchema = () =>
  z
    .number({ error: 'distanceMeters must be a number.' })
    .min(0, { error: `distanceMeters must be between 0 and ${DISTANCE_METERS_MAX} (half the Earth's circumference).` })
    .max(DISTANCE_METERS_MAX, { error: `distanceMeters must be between 0 and ${DISTANCE_METERS_MAX} (half the Earth's circumference).` })
    .overwrite(roundedTo(MEASURE_PLACES));
/** A rating from 0 to 5 stars. */
export const ratingSchema = () =>
  z
    .number({ error: 'The rating must be a number.' })
    .min(0, { error: 'The rating must be between 0 and 5.' })
    .max(5, { error: 'The rating must be between 0 and 5.' })
    .overwrite(roundedTo(MEASURE_PLACES));

/**
 * Rounds a decimal to `places` after the point. DynamoDB stores no magnitude under 1e-130, so
 * 5e-324 (a valid latitude to zod) must become 0 before it is stored; no real coordinate, rating or
 * distance needs more precision than this.
 */
export const roundedTo = (places: number) => {
  const scale = 10 ** places;
  return (value: number) => Math.round(value * scale) / scale + 0;
};
/** Degrees to 7 places: about a centimetre. */
export const COORDINATE_PLACES = 7;
/** Ratings to 2 places, metres to 2 places. */
export const MEASURE_PLACES = 2;
