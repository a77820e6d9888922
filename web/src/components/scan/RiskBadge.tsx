import { useTranslation } from 'react-i18next';
import { CircleAlert, ShieldCheck, TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';

export type RiskLevel = 'danger' | 'caution' | 'safe';

const config = {
  danger: { tone: 'danger', icon: TriangleAlert, key: 'risk.high' },
  caution: { tone: 'warning', icon: CircleAlert, key: 'risk.check' },
  safe: { tone: 'success', icon: ShieldCheck, key: 'risk.safe' },
} as const;

/** High Risk / Check Menu / Safe Option, as the restaurant card shows them. */
export function RiskBadge({ level }: { level: RiskLevel }) {
  const { t } = useTranslation();
  const { tone, icon: Icon, key } = config[level];
  return (
    <Badge tone={tone}>
      <Icon className="size-3.5" aria-hidden="true" />
      {t(key)}
    </Badge>
  );
}
