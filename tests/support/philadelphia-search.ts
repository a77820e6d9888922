import type { PlacesSearchRequest } from '../../shared/api/places';

/** Philadelphia City Hall, 5 miles, vegan with two allergies: the benchmarks' and the overload test's search (60 results in the seeded data). */
export const PHILADELPHIA_SEARCH: PlacesSearchRequest = {
  searchQuery: '',
  cuisineType: 'any',
  priceRange: 'any',
  dietaryRestrictions: ['Vegan'],
  allergies: ['Peanuts', 'Gluten'],
  searchRadius: 5,
  distanceUnit: 'miles',
  coordinates: { lat: 39.9526, lng: -75.1652 },
  location: 'Philadelphia, Pennsylvania, US',
};
