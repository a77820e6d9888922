import { useEffect, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RuntimeConfig } from '@shared/config/runtime-config';
import { AppToaster } from '@/components/layout/AppToaster';
import { PageSpinner } from '@/components/ui/Spinner';
import { ConfigContext } from '@/config/config-context';
import { loadRuntimeConfig } from '@/config/load-config';
import { AuthProvider } from '@/features/auth/components/AuthProvider';
import { SubscriptionProvider } from '@/features/subscription/components/SubscriptionProvider';
import { configureApiClient } from '@/lib/api-client';
import { ConfigErrorPage } from './ConfigErrorPage';
import { routes } from './routes';

type ConfigState = { kind: 'loading' } | { kind: 'ready'; config: RuntimeConfig } | { kind: 'error'; detail: string };

export function App() {
  const { t } = useTranslation();
  const [state, setState] = useState<ConfigState>({ kind: 'loading' });
  const router = useMemo(() => createBrowserRouter(routes), []);

  useEffect(() => {
    const controller = new AbortController();
    loadRuntimeConfig(controller.signal).then(
      (config) => {
        configureApiClient(config.apiUrl);
        setState({ kind: 'ready', config });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'error', detail: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, []);

  if (state.kind === 'loading') return <PageSpinner label={t('loading')} />;
  if (state.kind === 'error') return <ConfigErrorPage detail={state.detail} />;

  return (
    <ConfigContext.Provider value={state.config}>
      <AuthProvider>
        <SubscriptionProvider>
          <RouterProvider router={router} />
          <AppToaster />
        </SubscriptionProvider>
      </AuthProvider>
    </ConfigContext.Provider>
  );
}
