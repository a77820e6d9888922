/**
 * The currency of a place, from the ISO 3166 alpha-2 country its coordinates reverse-geocode to
 * (both geocoding adapters give alpha-2). Only countries whose currency the menu estimate can price
 * are listed (functions/lib/providers/ai/embedded/menu-prices.ts); elsewhere prices are left out
 * (N/A) rather than guessed.
 */
const EURO_COUNTRIES = ['AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK'];

const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = {
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  GB: 'GBP',
  CH: 'CHF',
  LI: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  JP: 'JPY',
  KR: 'KRW',
  IN: 'INR',
  MX: 'MXN',
  TH: 'THB',
  ...Object.fromEntries(EURO_COUNTRIES.map((country) => [country, 'EUR'])),
};

export function currencyOfCountry(country: string | undefined): string | undefined {
  return country ? CURRENCY_BY_COUNTRY[country.toUpperCase()] : undefined;
}
