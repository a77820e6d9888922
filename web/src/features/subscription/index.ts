// The subscription feature's public API: the signed-in user's tier from the query cache, the
// customer portal's return, and the over-limit state with its banner.
export { useSubscription, type SubscriptionState } from './hooks/use-subscription';
export { usePortalReturn } from './hooks/use-portal-return';
export { rememberPortalOpen } from './portal-return';
export { useOverLimit } from './hooks/use-over-limit';
export { overLimitRedirect, type OverLimit } from './over-limit';
export { OverLimitBanner } from './components/OverLimitBanner';
// Today's usage against the plan's daily limits: the header gauges, the pricing page and the menu button read it.
export { useUsage, useUsageState, type UsageState } from './hooks/use-usage';
export { gaugeTone, remainingOf, type GaugeTone } from './usage-gauge';
export { CurrentTierLabel, TierLabel } from './components/TierLabel';
