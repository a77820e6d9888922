import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { Container } from '@/components/ui/Container';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/cn';
import { ComparisonHistoryTab } from './ComparisonHistoryTab';
import { MenuHistoryTab } from './MenuHistoryTab';
import { RestaurantHistoryTab } from './RestaurantHistoryTab';
import { SearchHistoryTab } from './SearchHistoryTab';

const TABS = ['restaurants', 'searches', 'comparisons', 'menus'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => (TABS as readonly string[]).includes(v ?? '');

/** Relative times are read against this clock, refreshed every minute. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * /history (product-rules §9.1): four tabs, Restaurant History by default. The tab is kept in `?tab=` so
 * Back from a comparison or a restaurant returns to it.
 */
export default function HistoryPage() {
  const { t } = useTranslation('history');
  useDocumentTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'restaurants';
  const now = useNow();
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ restaurants: null, searches: null, comparisons: null, menus: null });

  const select = (next: Tab, focus = false) => {
    setParams(next === 'restaurants' ? {} : { tab: next }, { replace: true });
    if (focus) refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    const next = event.key === 'ArrowRight' ? TABS[(i + 1) % TABS.length] : event.key === 'ArrowLeft' ? TABS[(i + TABS.length - 1) % TABS.length] : null;
    if (next) {
      event.preventDefault();
      select(next, true);
    }
  };

  return (
    <Container className="py-6 pb-28 sm:py-10" data-testid="history-page">
      <Link to="/home" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('back')}
      </Link>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-sm text-muted">{t('subtitle')}</p>

      <div role="tablist" aria-label={t('tabsLabel')} className="mt-6 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:flex" onKeyDown={onKeyDown}>
        {TABS.map((id) => (
          <button
            key={id}
            ref={(el) => {
              refs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`history-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`history-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => select(id)}
            className={cn(
              'min-h-10 flex-1 rounded-lg px-3 py-1.5 text-sm font-semibold leading-tight transition-colors',
              tab === id ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink',
            )}
            data-testid={`history-tab-${id}`}
          >
            {t(`tabs.${id}`)}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`history-panel-${tab}`} aria-labelledby={`history-tab-${tab}`} className="mt-6" tabIndex={0}>
        {tab === 'restaurants' && <RestaurantHistoryTab now={now} />}
        {tab === 'searches' && <SearchHistoryTab now={now} />}
        {tab === 'comparisons' && <ComparisonHistoryTab />}
        {tab === 'menus' && <MenuHistoryTab />}
      </div>
    </Container>
  );
}
