/**
 * The currency of a place, read from its address: the country a provider's formatted address ends
 * with (Google's "..., USA", "..., UK", "..., Deutschland"), else a postcode only one country
 * writes (US "PA 19107", UK "EH2 2PF", Canada "M5V 2T6"). Only countries whose currency the menu
 * estimate can price are listed (functions/lib/providers/ai/embedded/menu-prices.ts); an address
 * that names none (demo places have a street only) leaves prices out (N/A) rather than guessing.
 * No geocoding call: it would cost a provider round trip and about 60 KB of function bundle.
 */
const EURO = 'EUR';
const COUNTRY_NAMES: readonly [RegExp, string][] = [
  [/\b(usa|u\.s\.a\.|united states( of america)?|estados unidos|états-unis|vereinigte staaten|stati uniti|アメリカ合衆国|미국|美国)$/i, 'USD'],
  [/\b(uk|united kingdom|great britain|england|scotland|wales|northern ireland|royaume-uni|reino unido|vereinigtes königreich|regno unito|イギリス|영국|英国)$/i, 'GBP'],
  [/\b(canada|canadá|kanada|カナダ|캐나다|加拿大)$/i, 'CAD'],
  [/\b(australia|australie|australien|オーストラリア|호주|澳大利亚)$/i, 'AUD'],
  [/\b(new zealand|nouvelle-zélande|nueva zelanda|neuseeland)$/i, 'NZD'],
  [/\b(switzerland|schweiz|suisse|svizzera|suiza|liechtenstein)$/i, 'CHF'],
  [/\b(sweden|sverige|suède|suecia|schweden)$/i, 'SEK'],
  [/\b(norway|norge|norvège|noruega|norwegen)$/i, 'NOK'],
  [/\b(denmark|danmark|danemark|dinamarca|dänemark)$/i, 'DKK'],
  [/(\bjapan|\bjapon|\bjapón|日本)$/i, 'JPY'],
  [/(\bsouth korea|\bkorea|\bcorée du sud|대한민국|韩国)$/i, 'KRW'],
  [/\b(india|inde|indien)$/i, 'INR'],
  [/\b(mexico|méxico|mexique|mexiko)$/i, 'MXN'],
  [/\b(thailand|thaïlande|tailandia)$/i, 'THB'],
  [
    /\b(ireland|france|germany|deutschland|allemagne|alemania|italy|italia|italie|spain|españa|espagne|spanien|portugal|netherlands|nederland|pays-bas|belgium|belgique|belgië|austria|österreich|finland|suomi|greece|ελλάδα|luxembourg|slovenia|slovakia|estonia|latvia|lithuania|malta|cyprus|croatia)$/i,
    EURO,
  ],
];

/** Postcodes only one country writes, at the end of an address. */
const POSTCODES: readonly [RegExp, string][] = [
  [/\b[A-Z]{2} \d{5}(-\d{4})?$/, 'USD'],
  [/\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/, 'GBP'],
  [/\b[A-Z]\d[A-Z] \d[A-Z]\d$/, 'CAD'],
];

export function currencyOfAddress(address: string | undefined): string | undefined {
  const text = address?.trim().replace(/[.,\s]+$/, '');
  if (!text) return undefined;
  for (const [pattern, currency] of [...COUNTRY_NAMES, ...POSTCODES]) if (pattern.test(text)) return currency;
  return undefined;
}
