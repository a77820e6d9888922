/**
 * One label format for every adapter: "Philadelphia, Pennsylvania, US", with a postal code after
 * the region as addresses write it ("Philadelphia, Pennsylvania 19103, US"). Missing parts are
 * left out.
 */
export interface LabelParts {
  city?: string | undefined;
  region?: string | undefined;
  postalCode?: string | undefined;
  /** ISO 3166-1 alpha-2. */
  country?: string | undefined;
}

export function placeLabel({ city, region, postalCode, country }: LabelParts): string {
  const regionPart = [region, postalCode].filter(Boolean).join(' ');
  return [city, regionPart, country].filter(Boolean).join(', ');
}
