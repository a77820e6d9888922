import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import type { Tier } from '@shared/domain/plans';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import type { PlanActions } from '../hooks/use-plan-actions';
import { planCardAction } from '../plan-action';

const upgradeKey = { pro: 'actions.upgradePro', premium: 'actions.upgradePremium' } as const;
const visitorKey: Record<Tier, string> = { free: 'actions.getStarted', ...upgradeKey };

interface Props {
  card: Tier;
  userTier: Tier | null;
  actions: PlanActions;
  /** Filled (the highlighted card) or outlined. */
  primary: boolean;
  /** The user's tier is not known yet: a placeholder instead of a button that might be the wrong one. */
  loading?: boolean;
}

/** A plan card's action, as planCardAction decides it; a spinner while its request runs. */
export function PlanActionButton({ card, userTier, actions, primary, loading = false }: Props) {
  const { t } = useTranslation('pricing');
  if (loading) return <Skeleton className="h-11 w-full" />;
  const action = planCardAction(card, userTier);
  const testId = `plan-action-${card}`;

  if (action.kind === 'current') {
    return (
      <p className="flex h-11 items-center justify-center rounded-xl bg-slate-100 text-sm font-semibold text-slate-700" data-testid={testId}>
        {t('actions.currentPlan')}
      </p>
    );
  }

  const running = action.kind === 'checkout' ? actions.pending === action.tier : action.kind === 'portal' && actions.pending === 'portal';
  const label = action.kind === 'auth' ? t(visitorKey[card]) : action.kind === 'checkout' ? t(upgradeKey[action.tier]) : t('actions.manage');
  const onClick = () => {
    if (action.kind === 'auth') actions.signInFirst(action.needsLogin);
    else if (action.kind === 'checkout') actions.checkout(action.tier);
    else actions.portal();
  };

  return (
    <Button
      className="w-full"
      variant={primary ? 'primary' : 'outline'}
      disabled={actions.pending !== null}
      aria-busy={running || undefined}
      onClick={onClick}
      data-testid={testId}
      data-action={action.kind}
    >
      {running && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
      {running ? t(action.kind === 'portal' ? 'actions.openingPortal' : 'actions.startingCheckout') : label}
    </Button>
  );
}
