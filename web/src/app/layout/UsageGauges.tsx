import { useTranslation } from 'react-i18next';
import { gaugeTone, remainingOf, useUsageState } from '@/features/subscription';
import { cn } from '@/lib/cn';
import { RingGauge } from './RingGauge';

/**
 * The signed-in header's Searches and Scrapes rings (product-rules §4.7 header and section 9), from
 * GET /me/usage. Nothing shows until the first answer, or while the route is not available. While the
 * service is unreachable the last values stay, faded and described as possibly out of date (product-rules §3.5).
 */
export function UsageGauges() {
  // No suspense: the header sits outside the page's Suspense boundary, so wait for the strings here.
  const { t, ready } = useTranslation('search', { useSuspense: false });
  const { t: tc, ready: commonReady } = useTranslation('common', { useSuspense: false });
  const { usage, stale } = useUsageState();
  if (!usage || !ready || !commonReady) return null;
  const described = (text: string) => (stale ? `${text}. ${tc('unreachable.stale')}` : text);

  const searches = remainingOf(usage.searches.used, usage.searches.limit) ?? 0;
  const scrapes = remainingOf(usage.scrapes.used, usage.scrapes.limit);
  return (
    <div className={cn('flex items-center gap-1 xl:gap-3', stale && 'opacity-60')} data-testid="usage-gauges" data-stale={stale}>
      <RingGauge
        remaining={searches}
        limit={usage.searches.limit}
        tone={gaugeTone(searches, usage.searches.limit)}
        caption={t('gauges.searches')}
        description={described(t('gauges.searchesLeft', { count: searches, limit: usage.searches.limit }))}
        testId="gauge-searches"
      />
      <RingGauge
        remaining={scrapes}
        limit={usage.scrapes.limit}
        tone={gaugeTone(scrapes ?? 0, usage.scrapes.limit)}
        caption={t('gauges.scrapes')}
        description={described(scrapes === null ? t('gauges.scrapesUnlimited') : t('gauges.scrapesLeft', { count: scrapes, limit: usage.scrapes.limit }))}
        testId="gauge-scrapes"
      />
    </div>
  );
}
