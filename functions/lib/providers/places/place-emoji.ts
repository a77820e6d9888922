/**
 * The picture a place's own words call for: a doughnut shop gets a doughnut, not its cuisine's
 * burger; a ramen bar a bowl of noodles. Words are matched whole (name and OpenStreetMap cuisine
 * values, lower-cased); the first rule that matches wins, so the specific come before the general.
 */
const RULES: readonly (readonly [RegExp, string])[] = [
  [/\b(doughnuts?|donuts?)\b/, '🍩'],
  [/\b(bagels?)\b/, '🥯'],
  [/\b(ramen|pho|noodles?|udon|soba|laksa)\b/, '🍜'],
  [/\b(sushi|sashimi|omakase)\b/, '🍣'],
  [/\b(dumplings?|dim sum|gyoza|momo|bao)\b/, '🥟'],
  [/\b(tacos?|taqueria)\b/, '🌮'],
  [/\b(burritos?)\b/, '🌯'],
  [/\b(bubble tea|boba)\b/, '🧋'],
  [/\b(ice cream|gelato|gelateria|frozen yogurt|froyo)\b/, '🍨'],
  [/\b(crepes?|creperie|pancakes?|brunch|breakfast)\b/, '🥞'],
  [/\b(waffles?)\b/, '🧇'],
  [/\b(pretzels?)\b/, '🥨'],
  [/\b(cheesesteaks?|sandwich(es)?|hoagies?|subs?|deli)\b/, '🥪'],
  [/\b(hot ?dogs?)\b/, '🌭'],
  [/\b(wings|fried chicken|chicken)\b/, '🍗'],
  [/\b(falafel)\b/, '🧆'],
  [/\b(kebabs?|gyros?|shawarma|doner)\b/, '🥙'],
  [/\b(oysters?)\b/, '🦪'],
  [/\b(crabs?)\b/, '🦀'],
  [/\b(shrimp|prawns?)\b/, '🍤'],
  [/\b(fish|chippy|fish and chips)\b/, '🐟'],
  [/\b(cupcakes?|cakes?|patisserie|pastry)\b/, '🧁'],
  [/\b(cookies?)\b/, '🍪'],
  [/\b(chocolate|chocolatier)\b/, '🍫'],
  [/\b(croissants?|boulangerie)\b/, '🥐'],
  [/\b(pies?)\b/, '🥧'],
  [/\b(salads?|vegan|plant based|juice)\b/, '🥗'],
  [/\b(smoothies?)\b/, '🥤'],
  [/\b(tea ?room|tea house|teahouse)\b/, '🍵'],
  [/\b(coffee|espresso|roasters?)\b/, '☕'],
  [/\b(curry)\b/, '🍛'],
  [/\b(burgers?)\b/, '🍔'],
  [/\b(pizza|pizzeria)\b/, '🍕'],
  [/\b(steak|steakhouse|grill)\b/, '🥩'],
];

/** The emoji a place's name or cuisine values call for, or undefined to use its cuisine's. */
export function emojiForPlace(name: string, cuisineTags: readonly string[] = []): string | undefined {
  const text = [name, ...cuisineTags].join(' ').toLowerCase().replace(/[_;,/&-]+/g, ' ');
  return RULES.find(([pattern]) => pattern.test(text))?.[1];
}
