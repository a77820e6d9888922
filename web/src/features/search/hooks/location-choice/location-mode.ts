/** Where the search's location comes from: the browser's position, or a place typed or picked. */
export type LocationMode = 'current' | 'manual';
