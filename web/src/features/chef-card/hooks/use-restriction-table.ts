import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/languages';
import type { RestrictionNameTable } from '@shared/domain/chef-card/chef-card-text';

/**
 * A language's allergen and diet names: its search.json's `scan.categories` and `scan.diets`, the app's one
 * translation of each (web/src/lib/restriction-names.ts). Loads that language's file when it is not there yet
 * (another language than the interface's); null until it is.
 */
export function useRestrictionTable(language: Language): RestrictionNameTable | null {
  const { i18n } = useTranslation();
  const [, setLoads] = useState(0);
  const scan = (i18n.getResourceBundle(language, 'search') as { scan?: RestrictionNameTable } | undefined)?.scan;
  const table = scan?.categories && scan.diets ? { categories: scan.categories, diets: scan.diets } : null;
  const missing = table === null;
  useEffect(() => {
    if (!missing) return;
    let live = true;
    // The namespace first: loadLanguages loads the namespaces already asked for.
    void i18n
      .loadNamespaces('search')
      .then(() => i18n.loadLanguages(language))
      .then(() => {
        if (live) setLoads((count) => count + 1);
      });
    return () => {
      live = false;
    };
  }, [i18n, language, missing]);
  return table;
}
