import { useTranslation } from 'react-i18next';
import { BrainCircuit, Heart, Info, Lock, RotateCcw, Sparkles, TrendingUp } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { Button, ButtonLink } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { useAuth } from '@/features/auth';
import { useSubscription } from '@/features/subscription';
import { ApiError } from '@/lib/api-client';
import { canAnalyzeReviews, upgradePath } from '../analysis-access';
import { useReviewAnalysis } from '../hooks/use-review-analysis';
import { Section } from './Section';

function Points({ title, points, icon: Icon, tone, testId }: { title: string; points: string[]; icon: typeof Heart; tone: string; testId: string }) {
  const { t } = useTranslation('restaurant');
  return (
    <div className="rounded-xl bg-slate-50 p-4" data-testid={testId}>
      <h3 className={`flex items-center gap-1.5 text-sm font-bold ${tone}`}>
        <Icon className="size-4" aria-hidden="true" />
        {title}
      </h3>
      {points.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('analysis.nothing')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1.5 text-sm leading-snug text-ink">
          {points.map((point, i) => (
            <li key={i} className="flex gap-2" data-testid={`${testId}-point`}>
              <span aria-hidden="true" className="mt-[7px] size-1.5 shrink-0 rounded-full bg-current opacity-60" />
              <span className="[overflow-wrap:anywhere]">{point}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Premium: the analysis of the reviews, up to 3 points a side. */
function Analysis({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('restaurant');
  const { data, error, isPending, refetch, isFetching } = useReviewAnalysis(restaurantId, true);

  if (isPending) {
    return (
      <div className="grid gap-3 sm:grid-cols-2" role="status" aria-label={t('analysis.loading')} data-testid="analysis-loading">
        {[0, 1].map((i) => (
          <div key={i} className="flex flex-col gap-2 rounded-xl bg-slate-50 p-4">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3.5 w-full" />
            <Skeleton className="h-3.5 w-4/5" />
          </div>
        ))}
      </div>
    );
  }
  if (error) {
    if (error instanceof ApiError && error.status === 403) return <Teaser />;
    const notYet = error instanceof ApiError && error.status === 501;
    return (
      <div className="flex flex-col items-start gap-3" role="alert" data-testid="analysis-error">
        <p className="text-sm text-muted">{t(notYet ? 'analysis.notAvailable' : 'analysis.failed')}</p>
        {!notYet && (
          <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('analysis.retry')}
          </Button>
        )}
      </div>
    );
  }
  if (data.reviewCount === 0) {
    return (
      <p className="text-sm text-muted" data-testid="analysis-no-reviews">
        {t('analysis.noReviews')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3" data-testid="analysis-result" data-source={data.source}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Points title={t('analysis.love')} points={data.whatPeopleLove} icon={Heart} tone="text-emerald-800" testId="analysis-love" />
        <Points title={t('analysis.improve')} points={data.areasForImprovement} icon={TrendingUp} tone="text-amber-800" testId="analysis-improve" />
      </div>
      <p className="text-xs text-muted">{t('analysis.basedOn', { count: data.reviewCount })}</p>
      {data.source === 'keyword-summary' && (
        <p className="flex items-start gap-1.5 text-xs text-slate-700" data-testid="analysis-keyword-note">
          <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {t('analysis.keywordNote')}
        </p>
      )}
      {data.aiBudgetReached && (
        <p className="flex items-start gap-1.5 text-xs text-slate-700" data-testid="analysis-ai-budget-reached">
          <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {t('analysis.aiBudgetReached')}
        </p>
      )}
    </div>
  );
}

/** Other plans: a blurred teaser with the spec's text and an upgrade button. */
function Teaser() {
  const { t } = useTranslation('restaurant');
  const signedIn = useAuth().user !== null;
  return (
    <div className="relative min-h-52 overflow-hidden rounded-xl" data-testid="analysis-teaser">
      <div className="pointer-events-none grid select-none gap-3 blur-[3px] sm:grid-cols-2" aria-hidden="true">
        {[0, 1].map((i) => (
          <div key={i} className="flex flex-col gap-2.5 rounded-xl bg-slate-50 p-4">
            <div className={i === 0 ? 'h-4 w-2/5 rounded bg-emerald-200' : 'h-4 w-1/2 rounded bg-amber-200'} />
            <div className="h-3 w-full rounded bg-slate-200" />
            <div className="h-3 w-5/6 rounded bg-slate-200" />
            <div className="h-3 w-2/3 rounded bg-slate-200" />
            <div className="h-3 w-full rounded bg-slate-200" />
            <div className="h-3 w-3/4 rounded bg-slate-200" />
          </div>
        ))}
      </div>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-white/70 p-4 text-center">
        <span className="flex size-10 items-center justify-center rounded-full bg-amber-100 text-amber-800">
          <Lock className="size-5" aria-hidden="true" />
        </span>
        <p className="text-sm font-semibold text-ink" data-testid="analysis-teaser-text">
          {t('analysis.teaser')}
        </p>
        <ButtonLink to={upgradePath(signedIn)} size="sm" data-testid="analysis-upgrade">
          <Sparkles className="size-4" aria-hidden="true" />
          {t('analysis.upgrade')}
        </ButtonLink>
      </div>
    </div>
  );
}

/** AI review analysis (product-rules §10.3): premium sees it; other plans see the teaser. */
export function ReviewAnalysis({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('restaurant');
  const { tier, status } = useSubscription();
  const allowed = canAnalyzeReviews(tier);
  const badge = (
    <Badge tone="premium">
      <Sparkles className="size-3.5" aria-hidden="true" />
      {t('analysis.badge')}
    </Badge>
  );
  return (
    <Section title={t('analysis.title')} icon={BrainCircuit} action={badge} testId="restaurant-analysis">
      {status === 'checking' ? <Skeleton className="h-28 w-full" /> : allowed ? <Analysis restaurantId={restaurantId} /> : <Teaser />}
    </Section>
  );
}
