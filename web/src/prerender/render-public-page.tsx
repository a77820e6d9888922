import { StrictMode, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import type { RuntimeConfig } from '@shared/config/runtime-config';
import type { Language } from '@shared/i18n/languages';
import '@/lib/i18n';
import { ConfigContext } from '@/config/config-context';
import { AuthProvider } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';
import { routes } from '@/app/routes';
import { withoutFieldNames } from './field-names';

/** Each prerendered page's title key (useDocumentTitle sets it in an effect, which prerendering does not run). */
const TITLE_KEYS: Record<string, string> = { '/welcome': 'landing:pageTitle', '/pricing': 'pricing:pageTitle', '/auth': 'auth:login.pageTitle' };

/** The locale namespaces each page reads besides 'common'. */
const NAMESPACES: Record<string, string[]> = { '/welcome': ['landing'], '/pricing': ['pricing'], '/auth': ['auth'] };

/** "<page> · Forksure" in the current language, as useDocumentTitle writes it. */
export function pageTitle(path: string): string {
  const key = TITLE_KEYS[path];
  if (!key) throw new Error(`No title key for the prerendered page ${path}`);
  return `${i18n.t(key)} · ${i18n.t('common:brand')}`;
}

/** Renders one public page as a first-time visitor sees it, in one language (run at build time by prerender-public-pages.ts). */
export async function renderPublicPage(path: string, language: Language, config: RuntimeConfig): Promise<string> {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['common', ...(NAMESPACES[path] ?? [])]);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = () => (
    <StrictMode>
      <ConfigContext.Provider value={config}>
        <QueryClientProvider client={createQueryClient()}>
          <AuthProvider>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AuthProvider>
        </QueryClientProvider>
      </ConfigContext.Provider>
    </StrictMode>
  );
  // Prerendering waits for the lazy page and its locale files; the page must come out whole, without the
  // streaming scripts that put late Suspense content in place (the CSP allows no inline script).
  const html = await readAll(page());
  if (html.includes('<script')) throw new Error(`${path} (${language}) prerendered with an inline script`);
  return withoutFieldNames(html);
}

async function readAll(element: ReactElement): Promise<string> {
  // One piece whatever its size: a large boundary is otherwise sent apart, with a script to put it in place.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

