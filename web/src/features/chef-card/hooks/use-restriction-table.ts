import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/languages';
import type { RestrictionNameTable } from '@shared/domain/chef-card/chef-card-text';

/**
 * A language's allergen and diet names: its search.json's `scan.categories` and `scan.diets`, the app's one
 * translation of each (web/src/lib/restriction-names.ts). Loads that language's file when it is not the
 * interface language; null until it is there.
 */
export function useRestrictionTable(language: Language): RestrictionNameTable | null {
  const { i18n } = useTranslation();
  const read = (): RestrictionNameTable | null => {
    const scan = (i18n.getResourceBundle(language, 'search') as { scan?: RestrictionNameTable } | undefined)?.scan;
    return scan?.categories && scan.diets ? { categories: scan.categories, diets: scan.diets } : null;
  };
  const [table, setTable] = useState<RestrictionNameTable | null>(read);
  useEffect(() => {
    let live = true;
    const current = read();
    setTable(current);
    if (!current) {
      // The namespace first: loadLanguages loads the namespaces already asked for.
      void i18n.loadNamespaces('search').then(() => i18n.loadLanguages(language)).then(() => {
        if (live) setTable(read());
      });
    }
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` only depends on these
  }, [i18n, language]);
  return table;
}
