import { defineRoute } from '../contract';

/** Menus and reviews (planned: issue 12). Contracts without schemas until then. */
export const generateMenu = defineRoute({ method: 'POST', path: '/menus/generate', auth: 'user', summary: 'Generate an AI menu (daily scrape quota)' });
export const listMenus = defineRoute({ method: 'GET', path: '/me/menus', auth: 'user', summary: 'Menus generated in the last day' });
export const analyzeReviews = defineRoute({ method: 'POST', path: '/reviews/analyze', auth: 'user', summary: 'AI review analysis (premium)' });
