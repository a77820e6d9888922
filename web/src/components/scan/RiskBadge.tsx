import { useTranslation } from 'react-i18next';
import { CircleAlert, ShieldCheck, SlidersHorizontal, TriangleAlert } from 'lucide-react';
import type { AllergenScanResult } from '@shared/domain/allergen-scan';
import { Badge } from '@/components/ui/Badge';

export type RiskLevel = 'danger' | 'caution' | 'safe';
/** The four badges: the three risk levels and the neutral one for a search that checked nothing. */
export type RiskBadgeKind = RiskLevel | 'unset';

/** Each badge's tone, icon and words (common namespace): the card, the detail page and the map pins use these. */
export const RISK_BADGES = {
  danger: { tone: 'danger', icon: TriangleAlert, key: 'risk.high' },
  caution: { tone: 'warning', icon: CircleAlert, key: 'risk.check' },
  safe: { tone: 'success', icon: ShieldCheck, key: 'risk.safe' },
  // Safe by the spec's rule only because nothing was checked: said as it is, not in green.
  unset: { tone: 'neutral', icon: SlidersHorizontal, key: 'risk.unset' },
} as const;

export function riskBadgeKind(level: RiskLevel, unset: boolean): RiskBadgeKind {
  return unset && level === 'safe' ? 'unset' : level;
}

/** A scan's badge: Safe Option only when something was checked (else No restrictions set). */
export function scanBadgeKind(scan: Pick<AllergenScanResult, 'riskLevel' | 'safeOptions'>): RiskBadgeKind {
  return riskBadgeKind(scan.riskLevel, scan.safeOptions.some((option) => option.kind === 'noRestrictions'));
}

/**
 * High Risk / Check Menu / Safe Option, as the restaurant card shows them; `unset` (a safe result
 * for a user with no allergies and no diets) is the neutral No restrictions set.
 */
export function RiskBadge({ level, unset = false }: { level: RiskLevel; unset?: boolean }) {
  const { t } = useTranslation();
  const { tone, icon: Icon, key } = RISK_BADGES[riskBadgeKind(level, unset)];
  return (
    <Badge tone={tone}>
      <Icon className="size-3.5" aria-hidden="true" />
      {t(key)}
    </Badge>
  );
}
