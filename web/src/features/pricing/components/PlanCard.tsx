import { useTranslation } from 'react-i18next';
import { Check, X } from 'lucide-react';
import { PLAN_PRICE_USD, type Tier } from '@shared/domain/plans';
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import { cn } from '@/lib/cn';
import type { PlanActions } from '../hooks/use-plan-actions';
import { PLAN_FEATURES } from '../plan-features';
import { PlanActionButton } from './PlanActionButton';

interface Props {
  tier: Tier;
  /** The signed-in user's tier, or null for visitors. */
  userTier: Tier | null;
  actions: PlanActions;
  /** The user's tier is still being checked. */
  loading?: boolean;
}

export function PlanCard({ tier, userTier, actions, loading }: Props) {
  const { t } = useTranslation('pricing');
  const isOwn = userTier === tier;
  // A paid user's own plan stands out; for everyone else Pro, the most popular one.
  const highlighted = userTier === 'pro' || userTier === 'premium' ? isOwn : tier === 'pro';
  const features = PLAN_FEATURES[tier];
  const price = PLAN_PRICE_USD[tier];

  return (
    <Card
      data-testid={`plan-card-${tier}`}
      className={cn('relative flex h-full flex-col p-6 sm:p-8', highlighted && 'border-brand-600 ring-2 ring-brand-600 lg:-my-3 lg:py-11')}
    >
      <div className="absolute -top-3 left-6 flex gap-2">
        {tier === 'pro' && !isOwn && <Badge tone="pro" data-testid="most-popular">{t('mostPopular')}</Badge>}
        {isOwn && (
          <Badge tone="brand" data-testid="your-plan">
            {t('yourPlan')}
          </Badge>
        )}
      </div>
      <h2 className="text-xl font-bold">
        {tier === 'premium' ? <span className="bg-gradient-to-r from-violet-600 via-pink-600 to-amber-500 bg-clip-text text-transparent">{t(`plans.${tier}.name`)}</span> : t(`plans.${tier}.name`)}
      </h2>
      <p className="mt-1 text-sm text-muted lg:min-h-10">{t(`plans.${tier}.tagline`)}</p>
      <p className="mt-6 flex items-baseline gap-1.5">
        <span className="text-5xl font-extrabold tracking-tight" data-testid={`plan-price-${tier}`}>{t('price', { amount: price })}</span>
        <span className="text-sm font-medium text-muted">{t(tier === 'free' ? 'periodForever' : 'periodMonth')}</span>
      </p>

      <div className="mt-6">
        <PlanActionButton card={tier} userTier={userTier} actions={actions} primary={highlighted} loading={loading} />
      </div>

      <ul className="mt-8 flex flex-col gap-3 text-sm" aria-label={t('includedLabel')}>
        {features.included.map((f) => (
          <li key={`in-${f.key}-${f.values?.count ?? ''}`} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
            <span>{t(`features.${f.key}`, f.values)}</span>
          </li>
        ))}
      </ul>
      {features.excluded.length > 0 && (
        <ul className="mt-3 flex flex-col gap-3 text-sm text-slate-500" aria-label={t('excludedLabel')}>
          {features.excluded.map((f) => (
            <li key={`out-${f.key}-${f.values?.count ?? ''}`} className="flex gap-3">
              <X className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{t(`features.${f.key}`, f.values)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
