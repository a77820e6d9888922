import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { FullPageError } from './FullPageError';

/**
 * What a page that crashed shows instead of React Router's developer screen: what happened, that
 * nothing was lost, and two ways on. The error goes to the console for whoever debugs it.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error('Page error:', error), [error]);
  return (
    <FullPageError icon={TriangleAlert} title={t('pageError.title')} description={t('pageError.description')} testId="page-error">
      <Button className="mt-6 w-full" onClick={() => window.location.reload()} data-testid="page-error-reload">
        {t('pageError.reload')}
      </Button>
      {/* A full load, not a route change: the crashed tree is left behind. */}
      <a href="/" className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline" data-testid="page-error-home">
        {t('pageError.home')}
      </a>
    </FullPageError>
  );
}
