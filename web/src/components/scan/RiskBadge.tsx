import { useTranslation } from 'react-i18next';
import { CircleAlert, ShieldCheck, SlidersHorizontal, TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';

export type RiskLevel = 'danger' | 'caution' | 'safe';

const config = {
  danger: { tone: 'danger', icon: TriangleAlert, key: 'risk.high' },
  caution: { tone: 'warning', icon: CircleAlert, key: 'risk.check' },
  safe: { tone: 'success', icon: ShieldCheck, key: 'risk.safe' },
  // Safe by the spec's rule only because nothing was checked: said as it is, not in green.
  unset: { tone: 'neutral', icon: SlidersHorizontal, key: 'risk.unset' },
} as const;

/**
 * High Risk / Check Menu / Safe Option, as the restaurant card shows them; `unset` (a safe result
 * for a user with no allergies and no diets) is the neutral No restrictions set.
 */
export function RiskBadge({ level, unset = false }: { level: RiskLevel; unset?: boolean }) {
  const { t } = useTranslation();
  const { tone, icon: Icon, key } = config[unset && level === 'safe' ? 'unset' : level];
  return (
    <Badge tone={tone}>
      <Icon className="size-3.5" aria-hidden="true" />
      {t(key)}
    </Badge>
  );
}
