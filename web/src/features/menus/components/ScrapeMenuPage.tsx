import { useMemo } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Info, ShieldCheck, SearchX, UserRound } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Container } from '@/components/ui/Container';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { EmptyState } from '@/components/ui/EmptyState';
import { dishConflicts } from '../dish-conflicts';
import { readMenuAnalysisParams, readTableMarks, readWithoutMe } from '../menu-data';
import { useScanProfile } from '../hooks/use-scan-profile';
import { AnalyzedDish } from './AnalyzedDish';

/**
 * /scrape-menu?restaurant=&menuData= (product-rules §8.2, menu analysis): every dish with its price and
 * ingredient badges, the ingredients that conflict with the user's allergies and diets marked (the
 * same scanner as the search, run here on each ingredient; a menu asked from a search brings that
 * search's lists in the navigation state, product-rules §10.1). Missing or invalid menuData goes to
 * /search-results. The data is the app's own AI estimate, and the footer says so.
 */
export default function ScrapeMenuPage() {
  const { t } = useTranslation('menus');
  const [params] = useSearchParams();
  const input = useMemo(() => readMenuAnalysisParams(params), [params]);
  const restaurant = input?.restaurant ?? t('analysis.defaultRestaurant');
  useDocumentTitle(t('analysis.pageTitle'));
  const lists = useScanProfile();
  // A menu asked from a search for a table (product-rules §14.4): each dish's marks per diner, from the state.
  const navState = useLocation().state as unknown;
  const tableMarks = useMemo(() => readTableMarks(navState), [navState]);
  const profile = lists?.profile ?? null;
  // Without Me at the table the dishes carry only the table's marks, not the user's own conflicts.
  const own = !readWithoutMe(navState);
  const analyses = useMemo(() => (input && profile && own ? input.items.map((item) => dishConflicts(item, profile)) : null), [input, profile, own]);

  if (!input) return <Navigate to="/search-results" replace />;

  const backLink = (
    <Link to="/search-results" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline" data-testid="analysis-back">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('analysis.backToResults')}
    </Link>
  );

  return (
    <Container className="flex min-w-0 flex-col gap-5 py-6 sm:py-10" data-testid="analysis-page">
      {backLink}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink [overflow-wrap:anywhere] sm:text-3xl" data-testid="analysis-title">
          {t('analysis.title', { restaurant })}
        </h1>
        <Badge tone="brand" data-testid="analysis-count">
          {t('analysis.itemsAnalyzed', { n: input.items.length })}
        </Badge>
      </div>

      {input.items.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={t('analysis.empty')}
          body={t('analysis.sourceNote')}
          testId="analysis-empty"
          action={<ButtonLink to="/search-results">{t('analysis.backToResults')}</ButtonLink>}
        />
      ) : (
        <Card className="overflow-hidden">
          <div className="relative max-h-[70vh] overflow-y-auto" role="region" tabIndex={0} aria-label={t('analysis.listLabel')} data-testid="analysis-list">
            <ul>
              {input.items.map((item, i) => (
                <AnalyzedDish
                  key={i}
                  item={item}
                  conflicts={analyses?.[i] ?? { ingredients: [], name: false, hasConflict: false, concern: null }}
                  marks={tableMarks?.[i] ?? []}
                  {...(input.placeId ? { place: { id: input.placeId, name: restaurant } } : {})}
                />
              ))}
            </ul>
          </div>
        </Card>
      )}

      <footer className="flex flex-col gap-2 text-sm text-slate-700" data-testid="analysis-footer">
        {/* The empty state says it already. */}
        {input.items.length > 0 && (
          <p className="flex items-start gap-2" data-testid="analysis-source-note">
            <Info className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
            {t('analysis.sourceNote')}
          </p>
        )}
        {profile &&
          (profile.hasRestrictions ? (
            <p className="flex items-start gap-2" data-testid="analysis-personalized" data-basis={lists?.scannedWith}>
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
              {t(lists?.scannedWith === 'search' ? 'analysis.personalizedSearch' : 'analysis.personalized')}
            </p>
          ) : (
            <p className="flex flex-wrap items-start gap-x-2 gap-y-1" data-testid="analysis-set-preferences">
              <UserRound className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
              <span>{t('analysis.setPreferences')}</span>
              <Link to="/profile" className="font-semibold text-brand-800 underline">
                {t('analysis.profileLink')}
              </Link>
            </p>
          ))}
      </footer>
    </Container>
  );
}
