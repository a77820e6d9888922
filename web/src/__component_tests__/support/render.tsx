import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { configure, render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import i18n from './i18n';
import { createQueryClient } from '@/lib/query-client';

/**
 * Renders a component as the app does: its English text (./i18n.ts, which jest also loads for `@/lib/i18n`) and a real
 * TanStack Query client; `wrap` adds the providers a component needs beyond those.
 */
export function renderInApp(
  ui: ReactElement,
  { queryClient = createQueryClient(), wrap = (children: ReactNode) => children }: { queryClient?: QueryClient; wrap?: (children: ReactNode) => ReactNode } = {},
): RenderResult & { queryClient: QueryClient } {
  // findBy*/waitFor give up after 1 s by default; with the machine's load at 27 a first render took
  // longer (a failed CI run). A condition that never comes still fails, after 15 s.
  configure({ asyncUtilTimeout: 15_000 });
  const tree = (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{wrap(ui)}</QueryClientProvider>
    </I18nextProvider>
  );
  return { ...render(tree), queryClient };
}
