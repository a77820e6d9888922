import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { Container } from '@/components/ui/Container';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCheckoutReturn } from '../hooks/use-checkout-return';
import { usePlanActions } from '../hooks/use-plan-actions';
import { PlanCardGrid } from './PlanCardGrid';

export default function PricingPage() {
  const { t } = useTranslation('pricing');
  useDocumentTitle(t('pageTitle'));
  useCheckoutReturn();
  const actions = usePlanActions();

  return (
    <div className="bg-gradient-to-b from-brand-50 via-surface to-surface" data-testid="pricing-page">
      <Container className="py-14 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{t('eyebrow')}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{t('title')}</h1>
          <p className="mt-4 text-lg text-muted">{t('subtitle')}</p>
        </div>
        <div className="mt-14">
          <PlanCardGrid actions={actions} />
        </div>
        <p className="mx-auto mt-12 flex max-w-2xl items-start justify-center gap-2 text-center text-sm text-muted">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
          {t('footnote')}
        </p>
      </Container>
    </div>
  );
}
