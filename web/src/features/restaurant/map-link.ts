/**
 * Where the map link goes: the provider's own page for the place (Google Maps, openstreetmap.org)
 * when it sends one, else openstreetmap.org centred on the coordinates.
 */
export function mapLink(restaurant: { mapUrl?: string; coordinates: { lat: number; lng: number } }): string {
  if (restaurant.mapUrl && /^https:\/\//.test(restaurant.mapUrl)) return restaurant.mapUrl;
  const { lat, lng } = restaurant.coordinates;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;
}
