// The search feature's public API: the header's usage gauges read through it. Its pages load lazily from the routes.
export { useUsage } from './hooks/use-usage';
export { gaugeTone, remainingOf, type GaugeTone } from './usage-gauge';
// The comparison and history pages show restaurants as the cards do.
export { ScanSummary } from './components/ScanSummary';
// The menus feature writes the scan's messages of each dish the same way.
export { useScanText } from './hooks/use-scan-text';
export { EmptyState } from './components/EmptyState';
export { localizedDistance } from './distance-text';
// The restaurant card, for lists of restaurants outside search (/saved-list).
export { RestaurantCard } from './components/RestaurantCard';
