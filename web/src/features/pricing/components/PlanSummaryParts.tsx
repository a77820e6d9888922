import { useTranslation } from 'react-i18next';
import { AlertTriangle, CalendarCheck, CalendarX, Check, Loader2 } from 'lucide-react';
import { type Tier } from '@shared/domain/plans';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import type { PlanActions } from '../hooks/use-plan-actions';
import { PLAN_FEATURES } from '../plan-features';
import { type PlanStatus } from '../plan-status';
import { PlanUsage } from './PlanUsage';

const statusTone: Record<Exclude<PlanStatus['kind'], 'free'>, BadgeTone> = { active: 'success', ending: 'warning', pastDue: 'danger' };

/** The plan's status: a badge, the renewal or end date, the past-due alert, or the free plan's note. */
export function PlanStatusLines({ status, date }: { status: PlanStatus; date: string | null }) {
  const { t } = useTranslation('pricing');
  return (
    <div className="mt-5 flex flex-col gap-2" data-testid="plan-summary-status" data-status={status.kind}>
      {status.kind !== 'free' && (
        <Badge tone={statusTone[status.kind]} className="self-start">
          {t(`currentPlan.status.${status.kind}`)}
        </Badge>
      )}
      {status.kind === 'active' && date && (
        <p className="flex items-center gap-2 text-sm text-ink" data-testid="plan-summary-date">
          <CalendarCheck className="size-4 text-brand-700" aria-hidden="true" />
          {t('currentPlan.renewsOn', { date })}
        </p>
      )}
      {status.kind === 'ending' && date && (
        <p className="flex items-center gap-2 text-sm text-ink" data-testid="plan-summary-date">
          <CalendarX className="size-4 text-amber-700" aria-hidden="true" />
          {t('currentPlan.endsOn', { date })}
        </p>
      )}
      {status.kind === 'pastDue' && (
        <p role="alert" className="flex gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-800" data-testid="plan-summary-past-due">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('currentPlan.pastDue')}
        </p>
      )}
      {status.kind === 'free' && <p className="text-sm text-muted">{t('currentPlan.freeNote')}</p>}
    </div>
  );
}

/** Upgrade to Pro / Premium on the free plan, else Manage Subscription; one action at a time. */
export function PlanSummaryActions({ tier, actions }: { tier: Tier; actions: PlanActions }) {
  const { t } = useTranslation('pricing');
  return (
    <div className="mt-6 flex flex-col gap-2 sm:flex-row lg:mt-auto lg:flex-col lg:pt-6">
      {tier === 'free' ? (
        (['pro', 'premium'] as const).map((target) => (
          <Button
            key={target}
            variant={target === 'pro' ? 'primary' : 'outline'}
            className="sm:flex-1 lg:flex-none"
            disabled={actions.pending !== null}
            aria-busy={actions.pending === target || undefined}
            onClick={() => actions.checkout(target)}
            data-testid={`plan-summary-upgrade-${target}`}
          >
            {actions.pending === target && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
            {t(target === 'pro' ? 'actions.upgradePro' : 'actions.upgradePremium')}
          </Button>
        ))
      ) : (
        <Button
          disabled={actions.pending !== null}
          aria-busy={actions.pending === 'portal' || undefined}
          onClick={actions.portal}
          data-testid="plan-summary-manage"
        >
          {actions.pending === 'portal' && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          {t('actions.manage')}
        </Button>
      )}
    </div>
  );
}

/** What the plan includes. */
export function PlanIncludes({ tier }: { tier: Tier }) {
  const { t } = useTranslation('pricing');
  return (
    <section aria-labelledby="plan-includes-title">
      <h2 id="plan-includes-title" className="text-sm font-semibold uppercase tracking-widest text-muted">
        {t('currentPlan.includes')}
      </h2>
      <ul className="mt-4 flex flex-col gap-2.5 text-sm" data-testid="plan-summary-includes">
        {PLAN_FEATURES[tier].included.map((f) => (
          <li key={`${f.key}-${f.values?.count ?? ''}`} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
            <span>{t(`features.${f.key}`, f.values)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** This period's usage, with when it resets. */
export function PlanUsageSection() {
  const { t } = useTranslation('pricing');
  return (
    <section aria-labelledby="plan-usage-title">
      <h2 id="plan-usage-title" className="text-sm font-semibold uppercase tracking-widest text-muted">
        {t('currentPlan.usage.title')}
      </h2>
      <p className="mt-1 text-xs text-muted">{t('currentPlan.usage.resets')}</p>
      <div className="mt-4">
        <PlanUsage />
      </div>
    </section>
  );
}
