// The subscription feature's public API: the signed-in user's tier from the query cache, the
// customer portal's return, and the over-limit state with its banner.
export { useSubscription, type SubscriptionState } from './hooks/use-subscription';
export { usePortalReturn } from './hooks/use-portal-return';
export { rememberPortalOpen } from './portal-return';
export { useOverLimit } from './hooks/use-over-limit';
export { overLimitRedirect, type OverLimit } from './over-limit';
export { OverLimitBanner } from './components/OverLimitBanner';
