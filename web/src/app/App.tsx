import { useEffect, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RuntimeConfig } from '@shared/config/runtime-config';
import { AppToaster } from '@/app/layout/AppToaster';
import { PageSpinner } from '@/components/ui/Spinner';
import { ConfigContext } from '@/config/config-context';
import { loadRuntimeConfig } from '@/config/load-config';
import { AuthProvider } from '@/features/auth';
import { applyAccountLanguage } from '@/features/profile';
import { configureApiClient } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { ConfigErrorPage } from './ConfigErrorPage';
import { routes } from './routes';

type ConfigState = { kind: 'loading' } | { kind: 'ready'; config: RuntimeConfig } | { kind: 'error'; detail: string };

export function App() {
  const { t } = useTranslation();
  const [state, setState] = useState<ConfigState>({ kind: 'loading' });
  const router = useMemo(() => createBrowserRouter(routes), []);
  const [queryClient] = useState(createQueryClient);

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
      <QueryClientProvider client={queryClient}>
        <AuthProvider onSignIn={applyAccountLanguage}>
          <RouterProvider router={router} />
          <AppToaster />
        </AuthProvider>
      </QueryClientProvider>
    </ConfigContext.Provider>
  );
}
