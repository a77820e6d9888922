import { CUISINES, type Cuisine } from '../../../../shared/domain/cuisines';

/**
 * Offline images for places without photos (OpenStreetMap and demo places): a small SVG with the
 * cuisine's colours and emoji, served by `GET /places/illustration` (the places-details function)
 * and cached for good by the browser. Results carry only the short URL: inlining the images as
 * `data:` URIs made half of every search answer (51 of 100 KB for 60 results).
 */
interface Theme {
  /** The cuisine's pictures; a place's seed picks one, so neighbours of one cuisine differ. */
  emoji: readonly string[];
  from: string;
  to: string;
}

const DEFAULT_THEME: Theme = { emoji: ['🍽️'], from: '#f97316', to: '#fde68a' };

const THEMES: Record<Cuisine, Theme> = {
  american: { emoji: ['🍔', '🌭', '🍟', '🥪'], from: '#dc2626', to: '#fca5a5' },
  italian: { emoji: ['🍝', '🍕', '🫒', '🍷'], from: '#15803d', to: '#fecaca' },
  chinese: { emoji: ['🥡', '🥟', '🍜', '🥠'], from: '#b91c1c', to: '#fde047' },
  mexican: { emoji: ['🌮', '🌯', '🫔', '🥑'], from: '#ea580c', to: '#bef264' },
  japanese: { emoji: ['🍣', '🍱', '🍙', '🍜'], from: '#be123c', to: '#fecdd3' },
  indian: { emoji: ['🍛', '🫓', '🍚', '🥘'], from: '#c2410c', to: '#fde68a' },
  thai: { emoji: ['🌶️', '🍜', '🍛', '🥥'], from: '#0f766e', to: '#fef08a' },
  french: { emoji: ['🥐', '🥖', '🧀', '🍷'], from: '#1d4ed8', to: '#fde68a' },
  mediterranean: { emoji: ['🫒', '🥙', '🍅', '🧆'], from: '#0369a1', to: '#d9f99d' },
  korean: { emoji: ['🍲', '🍚', '🥢', '🍜'], from: '#9f1239', to: '#fed7aa' },
  vietnamese: { emoji: ['🍜', '🥖', '🥢', '🌿'], from: '#166534', to: '#fef3c7' },
  greek: { emoji: ['🥙', '🫒', '🍅', '🧀'], from: '#1e40af', to: '#e0f2fe' },
  spanish: { emoji: ['🥘', '🫒', '🍤', '🍷'], from: '#b45309', to: '#fecaca' },
  'middle-eastern': { emoji: ['🧆', '🥙', '🫓', '🫖'], from: '#92400e', to: '#fde68a' },
  seafood: { emoji: ['🦞', '🦐', '🐟', '🦪'], from: '#0e7490', to: '#bae6fd' },
  steakhouse: { emoji: ['🥩', '🍖', '🔥', '🍷'], from: '#7f1d1d', to: '#fca5a5' },
  barbecue: { emoji: ['🍖', '🔥', '🌽', '🥩'], from: '#78350f', to: '#fdba74' },
  pizza: { emoji: ['🍕'], from: '#b91c1c', to: '#fed7aa' },
  'fast-food': { emoji: ['🍟', '🍔', '🌭', '🥤'], from: '#d97706', to: '#fef08a' },
  cafe: { emoji: ['☕', '🥐', '🍰', '🫖'], from: '#78350f', to: '#e7e5e4' },
  bakery: { emoji: ['🥖', '🥐', '🍞', '🧁'], from: '#a16207', to: '#fef3c7' },
  dessert: { emoji: ['🍰', '🍨', '🧁', '🍩'], from: '#db2777', to: '#fbcfe8' },
};

/**
 * The image's URL, relative to the API (resolve it with `resolvePlaceUrl`). `seed` varies the
 * background circles, so neighbouring cards differ; `emoji` replaces the cuisine's (dish photos).
 */
export function illustrationUrl(cuisine: Cuisine | undefined, seed = 0, emoji?: string): string {
  const n = Math.abs(Math.trunc(seed)) % SEED_LIMIT;
  return `/places/illustration?c=${cuisine ?? 'default'}&s=${n}${emoji ? `&e=${encodeURIComponent(emoji)}` : ''}`;
}

const SEED_LIMIT = 1_000_000_000;
// Emoji only (with joiners and variation selectors): the text is drawn into the SVG.
const EMOJI = /^(?:\p{Extended_Pictographic}|\u200d|\ufe0f){1,8}$/u;

/** The SVG a `GET /places/illustration` query stands for, or null when the query is not one we make. */
export function illustrationForQuery(query: Record<string, string | undefined>): string | null {
  const { c, s, e } = query;
  if (c !== 'default' && !(CUISINES as readonly string[]).includes(c ?? '')) return null;
  if (!s || !/^\d{1,9}$/.test(s)) return null;
  if (e !== undefined && !EMOJI.test(e)) return null;
  return illustrationSvg(c === 'default' ? undefined : (c as Cuisine), Number(s), e);
}

/** The SVG itself. */
export function illustrationSvg(cuisine: Cuisine | undefined, seed = 0, emoji?: string): string {
  const theme = (cuisine && THEMES[cuisine]) || DEFAULT_THEME;
  const n = Math.abs(Math.trunc(seed));
  const circle = (i: number) => {
    const x = (n * (37 + i * 11) + i * 97) % 400;
    const y = (n * (53 + i * 7) + i * 61) % 300;
    const r = 40 + ((n >> i) % 5) * 18;
    return `<circle cx='${x}' cy='${y}' r='${r}' fill='#fff' fill-opacity='.${(i % 3) + 1}2'/>`;
  };
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 300'>` +
    `<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${theme.from}'/><stop offset='1' stop-color='${theme.to}'/></linearGradient></defs>` +
    `<rect width='400' height='300' fill='url(#g)'/>${circle(0)}${circle(1)}${circle(2)}` +
    `<text x='200' y='150' font-size='120' text-anchor='middle' dominant-baseline='central'>${emoji ?? theme.emoji[n % theme.emoji.length]}</text></svg>`;
  return svg;
}
