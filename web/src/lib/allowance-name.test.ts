import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { LANGUAGES } from '../../../shared/i18n/languages';

// Issue 18 item 15: the daily menu allowance (product-rules §2.1 "Scrapes (menu generations)") was
// "Scrapes" in the header, "Menu scans" on /current-plan and the pricing page. One name in each
// language: the header gauge's caption, found in every other place that counts or sells it.

const locales = join(import.meta.dirname, '..', 'locales');
interface SearchStrings { gauges: { scrapes: string; scrapesLeft: string; scrapesUnlimited: string } }
interface CurrentPlanStrings { usage: { scrapes: string }; freeNote: string }
const read = <T>(language: string, namespace: string) => JSON.parse(readFileSync(join(locales, language, `${namespace}.json`), 'utf8')) as T;

test('in every language, the menu allowance has the header gauge\'s name on the gauge\'s tip, /current-plan and the plan cards', () => {
  for (const language of LANGUAGES) {
    const search = read<SearchStrings>(language, 'search');
    const pricing = read<Record<string, unknown> & { subtitle: string }>(language, 'pricing');
    const name = String(search.gauges.scrapes).toLocaleLowerCase(language);
    const current = Object.values(pricing).find((v) => typeof v === 'object' && v !== null && 'usage' in v) as CurrentPlanStrings;
    const places: Record<string, string> = {
      'gauge tip': search.gauges.scrapesLeft,
      'gauge tip (unlimited)': search.gauges.scrapesUnlimited,
      '/current-plan usage': current.usage.scrapes,
      '/current-plan free note': current.freeNote,
      'pricing subtitle': pricing.subtitle,
    };
    for (const [place, text] of Object.entries(places)) {
      assert.ok(String(text).toLocaleLowerCase(language).includes(name), `${language}: ${place} "${text}" does not say "${name}"`);
    }
  }
});
