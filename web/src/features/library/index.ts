// The library feature's public API: the card's save heart, Tag button and tag chips, and the
// results page's tag filter. Its page (/saved-list) loads lazily from the routes.
export { SaveHeart } from './components/SaveHeart';
export { TagButton } from './components/TagButton';
export { CardTagChips } from './components/CardTagChips';
export { TagFilterCard } from './components/TagFilterCard';
export { useTagFilter } from './hooks/use-tag-filter';
export type { SavableRestaurant } from './types';
