import { useTranslation } from 'react-i18next';
import { PLAN_PRICE_USD } from '@shared/domain/plans';
import { Card } from '@/components/ui/Card';
import { TierLabel } from '@/features/subscription';
import type { PlanActions } from '../hooks/use-plan-actions';
import { usePlanStatus } from '../hooks/use-plan-status';
import { PlanIncludes, PlanStatusLines, PlanSummaryActions, PlanUsageSection } from './PlanSummaryParts';

/** /current-plan's summary: plan and tier label, status with its date, what it includes, usage, actions. */
export function PlanSummary({ actions }: { actions: PlanActions }) {
  const { t } = useTranslation('pricing');
  const { tier, status, date } = usePlanStatus();

  return (
    <Card className="grid gap-8 p-6 sm:p-8 lg:grid-cols-[1.1fr_1fr_1fr]" data-testid="plan-summary">
      <section aria-labelledby="plan-summary-title" className="flex flex-col">
        <h2 id="plan-summary-title" className="text-sm font-semibold uppercase tracking-widest text-muted">
          {t('currentPlan.yourPlan')}
        </h2>
        <p className="mt-3 flex flex-wrap items-center gap-3">
          <span className="text-3xl font-extrabold tracking-tight" data-testid="plan-summary-name">
            {t(`plans.${tier}.name`)}
          </span>
          <TierLabel tier={tier} />
        </p>
        <p className="mt-1 text-sm text-muted">
          {t('price', { amount: PLAN_PRICE_USD[tier] })} {t(tier === 'free' ? 'periodForever' : 'periodMonth')}
        </p>

        <PlanStatusLines status={status} date={date} />

        <PlanSummaryActions tier={tier} actions={actions} />
      </section>

      <PlanIncludes tier={tier} />

      <PlanUsageSection />
    </Card>
  );
}
