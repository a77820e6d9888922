/**
 * The prices `npm run cost` assumes: on-demand list prices in US East (N. Virginia), in US dollars,
 * as read from each service's public price page on the date below. Free tiers are applied only where
 * they never expire (Lambda, CloudFront, Cognito Essentials); the 12-month trials are left out.
 * Prices change: check the pages and edit this file (and its date) before relying on an estimate.
 */
export const PRICES_AS_OF = '2026-11-28';

export interface PriceTable {
  lambda: { perGbSecond: number; perMillionRequests: number; freeGbSeconds: number; freeRequests: number };
  apiGateway: { perMillionRequests: number };
  dynamo: { perMillionReadUnits: number; perMillionWriteUnits: number };
  cognito: { perMau: number; freeMau: number };
  translate: { perMillionCharacters: number };
  location: { perThousandRequests: number };
  mapTiles: { perThousandTiles: number };
  places: { perThousandRequests: number };
  model: { perMillionInputTokens: number; perMillionOutputTokens: number };
  ses: { perThousandEmails: number };
  cloudFront: { perGb: number; perTenThousandRequests: number; freeGb: number; freeRequests: number };
}

export const PRICES: PriceTable = {
  // aws.amazon.com/lambda/pricing: Arm (the house's functions run on arm64).
  lambda: { perGbSecond: 0.0000133334, perMillionRequests: 0.2, freeGbSeconds: 400_000, freeRequests: 1_000_000 },
  // aws.amazon.com/api-gateway/pricing: HTTP APIs, first 300 million a month.
  apiGateway: { perMillionRequests: 1.0 },
  // aws.amazon.com/dynamodb/pricing/on-demand: read and write request units.
  dynamo: { perMillionReadUnits: 0.125, perMillionWriteUnits: 0.625 },
  // aws.amazon.com/cognito/pricing: Essentials (the user pool's feature plan), 10,000 MAUs free.
  cognito: { perMau: 0.015, freeMau: 10_000 },
  // aws.amazon.com/translate/pricing: standard real-time translation.
  translate: { perMillionCharacters: 15 },
  // aws.amazon.com/location/pricing: place index search, geocoding and suggestions (Esri/HERE, single use).
  location: { perThousandRequests: 0.5 },
  // aws.amazon.com/location/pricing: Maps, map tiles retrieved (vector or raster), $0.04 per 1,000; the
  // style, glyphs and sprites are free (docs.aws.amazon.com/location/latest/developerguide/maps-pricing.html).
  // The stored copies of the price page stop before the paid tier: the figure is the page's as published
  // (checked 2026-11-28); the 500,000 free tiles last only the first 3 months and are left out.
  mapTiles: { perThousandTiles: 0.04 },
  // developers.google.com/maps/billing-and-pricing: the field mask asks for rating, opening hours and the
  // vegetarian flag, so searches bill as Text/Nearby Search Enterprise + Atmosphere (details with reviews cost less).
  places: { perThousandRequests: 40 },
  // openai.com/api/pricing: gpt-4o-mini (the default model), standard tier.
  model: { perMillionInputTokens: 0.15, perMillionOutputTokens: 0.6 },
  // aws.amazon.com/ses/pricing: outbound email.
  ses: { perThousandEmails: 0.1 },
  // aws.amazon.com/cloudfront/pricing: North America/Europe, first 10 TB; always-free 1 TB and 10 M requests.
  cloudFront: { perGb: 0.085, perTenThousandRequests: 0.01, freeGb: 1_000, freeRequests: 10_000_000 },
};

/**
 * What the estimate assumes beyond the measured counts: how long a function waits on the services it
 * calls (billed as duration), how much CPU a function gets at its memory, and what the web pages weigh.
 */
export const ASSUMPTIONS = {
  /** Lambda gives one full vCPU at 1,769 MB and a proportional share below: local CPU time stretches by 1769 / memory. */
  fullCpuMemoryMb: 1_769,
  /** Wait per DynamoDB call, inside AWS. */
  dynamoCallMs: 6,
  /** Wait per Location, Places, Translate or SES call. */
  providerCallMs: 150,
  /** Wait per model call (gpt-4o-mini writing a menu or an analysis). */
  modelCallMs: 8_000,
  /** Page loads per user a month, and what one weighs from CloudFront once the assets are cached. */
  pageLoadsPerUser: 6,
  cloudFrontRequestsPerPageLoad: 30,
  cloudFrontMbPerPageLoad: 0.6,
  /** Share of searches typed in another language than the search's (only those reach Translate). */
  translatedSearchShare: 0.25,
  /**
   * Map tiles (Amazon Location Maps, fetched by the browser with the site's API key). The results map
   * is behind the List / Map switch (the list is the default): a share of searches open it, and a
   * phone-sized view of 512-px vector tiles is about 2 × 3 tiles, loaded at two zoom levels while it
   * settles, plus a pan or a zoom. Each opened place shows a small map of up to 2 × 2 tiles.
   */
  resultsMapViewsPerSearch: 0.3,
  tilesPerResultsMapView: 16,
  detailMapViewsPerSearch: 1,
  tilesPerDetailMapView: 4,
} as const;
