import { useTranslation } from 'react-i18next';
import type { Tier } from '@shared/domain/plans';
import { Badge, type BadgeTone } from '@/components/ui/Badge';

const tones: Record<Tier, BadgeTone> = { free: 'neutral', pro: 'pro', premium: 'premium' };

/** Free in grey, Pro in red, Premium in a gradient. */
export function TierLabel({ tier }: { tier: Tier }) {
  const { t } = useTranslation();
  return (
    <Badge tone={tones[tier]} data-testid="tier-label" data-tier={tier}>
      {t(`tiers.${tier}`)}
    </Badge>
  );
}
