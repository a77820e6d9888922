// The library feature's public API: the card's save heart, Tag button and tag chips, the results
// page's tag filter, and /saved-list (composed in web/src/pages with the cards' other actions).
export { SaveHeart } from './components/SaveHeart';
export { TagButton } from './components/TagButton';
export { CardTagChips } from './components/CardTagChips';
export { TagFilterCard } from './components/TagFilterCard';
export { useTagFilter } from './hooks/use-tag-filter';
export { SavedListPage } from './components/SavedListPage';
