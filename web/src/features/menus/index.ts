// The menus feature's public API: the detail page's AI menu panel, the cards' Generate Menu button
// and the navigation state it sends. The /scrape-menu page loads lazily from the routes.
import { lazy } from 'react';
export { MenuPanel, type MenuPanelProps } from './components/menu-panel/MenuPanel';
export type { MenuNavState } from './menu-nav-state';
export { GenerateMenuButton } from './components/GenerateMenuButton';
export const ScrapeMenuPage = lazy(() => import('./components/ScrapeMenuPage'));
