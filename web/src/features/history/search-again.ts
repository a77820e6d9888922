import type { SearchHistoryItem } from '../../../../shared/api/history';

/**
 * What Search Again hands to /home (product-rules §9.1): searchQuery, cuisineType, priceRange,
 * dietaryRestrictions, location, coordinates. The text as typed when the server kept a translation.
 * The search form reads it defensively (unknown cuisines and prices are dropped there). A search for a
 * table brings who was at it (product-rules §14.4: ids only; a profile deleted since is dropped by the form).
 */
export function searchAgainState(item: SearchHistoryItem) {
  return {
    searchQuery: item.original_query || item.search_query,
    cuisineType: item.cuisine_type || 'any',
    priceRange: item.price_range || 'any',
    dietaryRestrictions: [...item.dietary_restrictions],
    location: item.location,
    coordinates: { lat: item.coordinates.lat, lng: item.coordinates.lng },
    ...(item.diner_ids?.length ? { table: { includeMe: item.include_me !== false, dinerIds: [...item.diner_ids] } } : {}),
  };
}
