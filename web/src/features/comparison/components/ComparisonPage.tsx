import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, GitCompareArrows, Trash2 } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { EmptyState } from '@/components/ui/EmptyState';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useComparisonPage } from '../hooks/use-comparison-page';
import { ComparisonTable } from './ComparisonTable';
import { DemoPlacesBanner } from '@/components/demo/DemoPlacesBanner';

/**
 * /comparison (product-rules §7.3): the chosen restaurants side by side, from the comparison bar or from
 * History's View Comparison Again (then no Clear Comparison, back to /history, nothing recorded).
 * The scan is the search's when the restaurant came from results, else run on the profile's lists.
 */
export default function ComparisonPage() {
  const { t } = useTranslation('comparison');
  useDocumentTitle(t('page.title'));
  const navigate = useNavigate();
  const page = useComparisonPage();
  const { fromHistory, comparison, list, premium, reviewPoints } = page;

  const back = fromHistory ? '/history' : '/search-results';
  const backLink = (
    <Link to={back} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline" data-testid="comparison-back">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {fromHistory ? t('page.backToHistory') : t('page.backToResults')}
    </Link>
  );

  if (list.length === 0) {
    return (
      <Container className="flex flex-1 flex-col items-center justify-center gap-6 py-12">
        <EmptyState
          icon={GitCompareArrows}
          title={t('empty.title')}
          body={t('empty.body')}
          testId="comparison-empty"
          action={<ButtonLink to="/">{t('empty.action')}</ButtonLink>}
        />
      </Container>
    );
  }

  return (
    <Container className="min-w-0 py-6 pb-28 sm:py-10" data-testid="comparison-page">
      {backLink}
      {list.some((restaurant) => restaurant.demo) && <DemoPlacesBanner className="mt-4" />}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{t('page.title')}</h1>
          <p className="mt-1 text-sm text-muted">{t('page.subtitle', { count: list.length })}</p>
        </div>
        {!fromHistory && (
          <Button
            variant="outline"
            onClick={() => {
              comparison.clear();
              navigate('/search-results');
            }}
            data-testid="comparison-clear"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('page.clear')}
          </Button>
        )}
      </div>

      <ComparisonTable page={page} />
      {premium && (
        <p className="mt-3 text-xs text-muted" data-testid="comparison-pros-cons-note">
          {t('prosCons.note')}
          {reviewPoints.some((load) => load.status === 'ready' && load.analysis.source === 'keyword-summary') && ` ${t('prosCons.keywordNote')}`}
        </p>
      )}
    </Container>
  );
}
