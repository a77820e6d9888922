import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as ScanModuleExports from '@shared/domain/allergen-scan';
import type { AllergenScanResult } from '@shared/domain/allergen-scan';
import { scanExamples, type ExamplePlace } from './example-places';

type ScanModule = typeof ScanModuleExports;

/**
 * The example places scanned in the interface language; null until the scan's code has loaded (it
 * is loaded after the page, so the welcome page's first paint does not wait for its word lists).
 */
export function useExampleScans(): Record<ExamplePlace['id'], AllergenScanResult> | null {
  const { t } = useTranslation('landing');
  const [scanModule, setScanModule] = useState<ScanModule | null>(null);
  useEffect(() => {
    let mounted = true;
    import('@shared/domain/allergen-scan').then(
      (module) => mounted && setScanModule(module),
      () => undefined, // The examples keep their placeholders; the page works without them.
    );
    return () => {
      mounted = false;
    };
  }, []);
  return useMemo(() => (scanModule ? scanExamples(scanModule.scanRestaurant, (id) => t(`example.${id}.description`)) : null), [scanModule, t]);
}
