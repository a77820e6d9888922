import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { LogoMark } from '@/components/layout/Logo';

/**
 * What a page that crashed shows instead of React Router's developer screen: what happened, that
 * nothing was lost, and two ways on. The error goes to the console for whoever debugs it.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error('Page error:', error), [error]);
  return (
    <div className="flex min-h-dvh items-center justify-center bg-surface px-4" role="alert" data-testid="page-error">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-lg">
        <a href="/" className="flex items-center justify-center gap-2.5">
          <LogoMark />
          <span className="text-lg font-bold">{t('brand')}</span>
        </a>
        <div className="mx-auto mt-8 flex size-14 items-center justify-center rounded-2xl bg-red-50 text-risk-high">
          <TriangleAlert className="size-7" aria-hidden="true" />
        </div>
        <h1 className="mt-5 text-xl font-bold">{t('pageError.title')}</h1>
        <p className="mt-2 text-sm leading-relaxed text-muted">{t('pageError.description')}</p>
        <Button className="mt-6 w-full" onClick={() => window.location.reload()} data-testid="page-error-reload">
          {t('pageError.reload')}
        </Button>
        <a href="/" className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline" data-testid="page-error-home">
          {t('pageError.home')}
        </a>
      </div>
    </div>
  );
}
