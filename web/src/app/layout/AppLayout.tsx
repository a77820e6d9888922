import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ServiceUnreachableBanner } from '@/components/service-status/ServiceUnreachableBanner';
import { PageSkeleton } from '@/components/ui/Skeleton';
import { ComparisonBar } from '@/features/comparison';
import { OverLimitBanner, usePortalReturn } from '@/features/subscription';
import { BottomNav } from './BottomNav';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';

export function AppLayout() {
  const { t } = useTranslation();
  usePortalReturn();
  return (
    <div className="flex min-h-dvh flex-col pb-16 lg:pb-0">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2">
        {t('a11y.skipToContent')}
      </a>
      <ScrollToTop />
      <Header />
      <ServiceUnreachableBanner />
      <OverLimitBanner />
      {/* At least a screen tall, so the footer starts below the fold and does not jump when a lazy page
          replaces its skeleton or spinner (it was the layout shift of /auth). */}
      <main id="main" className="flex min-h-svh flex-1 flex-col">
        <Suspense fallback={<PageSkeleton label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ComparisonBar />
      <BottomNav />
    </div>
  );
}
