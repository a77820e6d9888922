import { Bookmark, GitCompareArrows, History, Search, ScanLine, Store, type LucideIcon } from 'lucide-react';

/** Pages that later issues fill in; each has title/description strings under `comingSoon.pages.<id>`. */
export const PLACEHOLDER_PAGES = {
  home: Search,
  searchResults: Search,
  restaurant: Store,
  comparison: GitCompareArrows,
  savedList: Bookmark,
  history: History,
  scrapeMenu: ScanLine,
} satisfies Record<string, LucideIcon>;

export type PlaceholderPageId = keyof typeof PLACEHOLDER_PAGES;
