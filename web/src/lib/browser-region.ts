/**
 * The country of the browser's preferred languages ("US" of "en-US"), from the first one that names
 * one; undefined when none does ("en", "de"). A new account's distance unit follows it (product-rules §14.1).
 */
export function browserRegion(tags: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])): string | undefined {
  for (const tag of tags) {
    try {
      const region = new Intl.Locale(tag).region;
      // Only a country (alpha-2): "es-419" names a group of countries, not one.
      if (region && /^[A-Z]{2}$/.test(region)) return region;
    } catch {
      // Not a language tag: the next one may be.
    }
  }
  return undefined;
}
