import type { MenuEstimateInput } from '../port';

/**
 * Prices for the embedded menu estimate. The knowledge base prices dishes in US dollars at a
 * mid-priced ($$) place; a currency's factor is what a restaurant dish costs there relative to the
 * US (rounded, roughly what menus charge: not an exchange rate), and its step the rounding menus use.
 * A currency not listed gives no price (shown N/A) rather than an invented conversion.
 */
interface CurrencyRule {
  factor: number;
  step: number;
}

const CURRENCIES: Readonly<Record<string, CurrencyRule>> = {
  USD: { factor: 1, step: 0.5 },
  CAD: { factor: 1.3, step: 0.5 },
  AUD: { factor: 1.5, step: 0.5 },
  NZD: { factor: 1.5, step: 0.5 },
  GBP: { factor: 0.8, step: 0.5 },
  EUR: { factor: 0.9, step: 0.5 },
  CHF: { factor: 1.3, step: 0.5 },
  SEK: { factor: 10, step: 5 },
  NOK: { factor: 11, step: 5 },
  DKK: { factor: 7, step: 5 },
  JPY: { factor: 100, step: 50 },
  KRW: { factor: 1000, step: 500 },
  INR: { factor: 25, step: 5 },
  MXN: { factor: 12, step: 5 },
  THB: { factor: 18, step: 5 },
};

/** How much dearer a place of each price level is than a $$ one. */
const LEVEL_FACTORS: Readonly<Record<NonNullable<MenuEstimateInput['priceLevel']>, number>> = {
  $: 0.7,
  $$: 1,
  $$$: 1.45,
  $$$$: 2.1,
};

export function isPricedCurrency(currency: string | undefined): boolean {
  return currency !== undefined && Object.hasOwn(CURRENCIES, currency.toUpperCase());
}

/** "$14.50", "£11.50", "¥1,450"; undefined when the currency is unknown or not given. */
export function formatMenuPrice(usd: number, level: MenuEstimateInput['priceLevel'], currency: string | undefined): string | undefined {
  if (!currency || !isPricedCurrency(currency)) return undefined;
  const code = currency.toUpperCase();
  const rule = CURRENCIES[code]!;
  const amount = Math.max(rule.step, Math.round((usd * LEVEL_FACTORS[level ?? '$$'] * rule.factor) / rule.step) * rule.step);
  const digits = Number.isInteger(rule.step) ? 0 : 2;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
}
