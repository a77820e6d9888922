import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { LANGUAGES } from '../../../shared/i18n/languages';

// The header's user menu and the phone's bottom bar lead to the same pages (product-rules §3.3:
// Profile, Saved list, History, Current plan): one name for each page in each language, and it is
// the page's own title or a short form of it. The bar said "My Plan" (en), "プラン" (ja) and "Gemerkt"
// (de) while the menu or the page said "Current plan", "現在のプラン" and "Merkliste". Capitals may
// differ (the spec writes "Saved List" in the bar) and a label may carry a line break for the bar.

const locales = join(import.meta.dirname, '..', 'locales');
const PAGES = ['profile', 'savedList', 'history', 'currentPlan'] as const;
type Page = (typeof PAGES)[number];
interface CommonStrings {
  header: { userMenu: Record<Page, string> };
  bottomNav: Record<Page, string>;
}
const read = <T>(language: string, namespace: string) => JSON.parse(readFileSync(join(locales, language, `${namespace}.json`), 'utf8')) as T;
const plain = (text: string, language: string) => text.replace(/\s+/g, '').toLocaleLowerCase(language);

/** Each page's title, as its document title says it. */
function pageTitles(language: string): Record<Page, string> {
  return {
    profile: read<{ pageTitle: string }>(language, 'profile').pageTitle,
    savedList: read<{ page: { title: string } }>(language, 'library').page.title,
    history: read<{ title: string }>(language, 'history').title,
    currentPlan: read<{ currentPlan: { title: string } }>(language, 'pricing').currentPlan.title,
  };
}

test('in every language, the bottom bar names each page as the user menu does', () => {
  const faults: string[] = [];
  for (const language of LANGUAGES) {
    const { header, bottomNav } = read<CommonStrings>(language, 'common');
    for (const page of PAGES) {
      const menu = header.userMenu[page];
      const bar = bottomNav[page];
      if (plain(menu, language) !== plain(bar, language)) faults.push(`${language} ${page}: menu "${menu}", bottom bar "${bar}"`);
    }
  }
  assert.deepEqual(faults, []);
});

test('in every language, the navigation names each page by its title or a short form of it', () => {
  const faults: string[] = [];
  for (const language of LANGUAGES) {
    const { header } = read<CommonStrings>(language, 'common');
    const titles = pageTitles(language);
    for (const page of PAGES) {
      if (!plain(titles[page], language).includes(plain(header.userMenu[page], language))) faults.push(`${language} ${page}: menu "${header.userMenu[page]}", page "${titles[page]}"`);
    }
  }
  assert.deepEqual(faults, []);
});
