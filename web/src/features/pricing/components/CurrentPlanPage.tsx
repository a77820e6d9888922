import { useTranslation } from 'react-i18next';
import { Container } from '@/components/ui/Container';
import { Skeleton } from '@/components/ui/Skeleton';
import { useSubscription } from '@/features/subscription';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { usePlanActions } from '../hooks/use-plan-actions';
import { PlanCardGrid } from './PlanCardGrid';
import { PlanSummary } from './PlanSummary';

/** /current-plan (login-guarded, titled Current Plan): the user's plan, its usage and the plan cards. */
export default function CurrentPlanPage() {
  const { t } = useTranslation('pricing');
  const { status } = useSubscription();
  const actions = usePlanActions();
  useDocumentTitle(t('currentPlan.title'));

  return (
    <Container className="py-10 sm:py-14" data-testid="current-plan-page">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('currentPlan.title')}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t('currentPlan.subtitle')}</p>
      <div className="mt-8">{status === 'checking' ? <Skeleton className="h-72" /> : <PlanSummary actions={actions} />}</div>
      <h2 className="mt-14 text-2xl font-bold tracking-tight">{t('currentPlan.allPlans')}</h2>
      <div className="mt-8">
        <PlanCardGrid actions={actions} />
      </div>
    </Container>
  );
}
