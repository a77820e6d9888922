import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AllergenScanResult } from '@shared/domain/allergen-scan';
import { RISK_BADGES, scanBadgeKind, type RiskBadgeKind } from '@/components/scan/RiskBadge';

/** The map's own words, and MapLibre's control labels in the user's language. */
export function useMapTexts() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      t,
      /** A pin's accessible name: the place and its badge's words ("Luigi's: High Risk"). */
      pinName: (name: string, scan: Pick<AllergenScanResult, 'riskLevel' | 'safeOptions'>): { kind: RiskBadgeKind; label: string } => {
        const kind = scanBadgeKind(scan);
        return { kind, label: t('map.pinName', { name, badge: t(RISK_BADGES[kind].key) }) };
      },
      maplibreLocale: {
        'NavigationControl.ZoomIn': t('map.zoomIn'),
        'NavigationControl.ZoomOut': t('map.zoomOut'),
        'Map.Title': t('map.canvas'),
      },
    }),
    [t],
  );
}
