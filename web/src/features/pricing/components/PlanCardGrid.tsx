import { TIERS } from '@shared/domain/plans';
import { useSubscription } from '@/features/subscription';
import type { PlanActions } from '../hooks/use-plan-actions';
import { PlanCard } from './PlanCard';

/** The three plan cards of /pricing and /current-plan, with the signed-in user's plan marked. */
export function PlanCardGrid({ actions }: { actions: PlanActions }) {
  // 'Your Plan' marks the tier of the subscription status (null for visitors).
  const { tier: userTier, status } = useSubscription();
  return (
    <div className="grid items-stretch gap-8 lg:grid-cols-3 lg:gap-6" data-testid="plan-cards">
      {TIERS.map((tier) => (
        <PlanCard key={tier} tier={tier} userTier={userTier} actions={actions} loading={status === 'checking'} />
      ))}
    </div>
  );
}
