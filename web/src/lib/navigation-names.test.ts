import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { LANGUAGES } from '../../../shared/i18n/languages';

// The header's user menu and the phone's bottom bar lead to the same pages (product-rules §3.3:
// Profile, Saved list, History, Current plan): one name for each page in each language, the one the
// page gives itself where it has a title. The bottom bar said "My Plan" (en) or "プラン" (ja) while the
// menu and the page said "Current plan". Capitals may differ (the spec writes "Saved List" in the bar).

const locales = join(import.meta.dirname, '..', 'locales');
interface CommonStrings {
  header: { userMenu: Record<'profile' | 'savedList' | 'history' | 'currentPlan', string> };
  bottomNav: Record<'profile' | 'savedList' | 'history' | 'currentPlan', string>;
}
const read = <T>(language: string, namespace: string) => JSON.parse(readFileSync(join(locales, language, `${namespace}.json`), 'utf8')) as T;

test('in every language, the bottom bar names each page as the user menu does', () => {
  const faults: string[] = [];
  for (const language of LANGUAGES) {
    const { header, bottomNav } = read<CommonStrings>(language, 'common');
    for (const page of ['profile', 'savedList', 'history', 'currentPlan'] as const) {
      const menu = header.userMenu[page];
      const bar = bottomNav[page];
      if (menu.toLocaleLowerCase(language) !== bar.toLocaleLowerCase(language)) faults.push(`${language} ${page}: menu "${menu}", bottom bar "${bar}"`);
    }
  }
  assert.deepEqual(faults, []);
});

test('in every language, the plan page is named in the navigation as it titles itself', () => {
  const faults: string[] = [];
  for (const language of LANGUAGES) {
    const { header } = read<CommonStrings>(language, 'common');
    const title = read<{ currentPlan: { title: string } }>(language, 'pricing').currentPlan.title;
    if (header.userMenu.currentPlan.toLocaleLowerCase(language) !== title.toLocaleLowerCase(language)) faults.push(`${language}: menu "${header.userMenu.currentPlan}", page "${title}"`);
  }
  assert.deepEqual(faults, []);
});
