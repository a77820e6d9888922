import { numberFormat } from './intl-formats';

/** The leading number of a distance text ("0.8 miles" → 0.8); null for "Calculating..." or nothing. */
export function leadingNumber(text: string | undefined): number | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)/.exec(text ?? '');
  return match ? Number(match[1]!.replace(',', '.')) : null;
}

/**
 * A result's distance in the interface language. The API sends English text in the search's unit
 * ("0.8 miles", "1 mile", "1.3 km"); the number stays as sent and Intl names the unit: miles in
 * full ("0.2 マイル", "0,2 millas"), kilometres as each language abbreviates them ("1.3 km",
 * "1.3公里"). Text without a number or a known unit is shown as it came.
 */
export function localizedDistance(text: string, language: string): string {
  const value = leadingNumber(text);
  const unit = /\bkm$/i.test(text.trim()) ? 'kilometer' : /\bmiles?$/i.test(text.trim()) ? 'mile' : null;
  if (value === null || !unit) return text;
  try {
    return numberFormat(language, { style: 'unit', unit, unitDisplay: unit === 'mile' ? 'long' : 'short', maximumFractionDigits: 1 }).format(value);
  } catch {
    return text;
  }
}
