import { useTranslation } from 'react-i18next';
import type { Tier } from '@shared/domain/plans';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { Skeleton } from '@/components/ui/Skeleton';
import { useSubscription } from '../hooks/use-subscription';

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

/** The signed-in user's tier from the subscription status; a placeholder until the first value is known. */
export function CurrentTierLabel() {
  const { tier, status } = useSubscription();
  if (status === 'checking') return <Skeleton className="h-5 w-11 rounded-full" />;
  return tier ? <TierLabel tier={tier} /> : null;
}
