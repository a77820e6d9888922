// The subscription feature's public API: the signed-in user's tier, from the query cache.
export { useSubscription, type SubscriptionState } from './hooks/use-subscription';
