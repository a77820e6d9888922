/**
 * The public pages the web build writes out as HTML, one file per language (web/scripts/prerender-public-pages.ts),
 * and how a path maps to its file. The local runtime (infra/local/static-web.ts) and CloudFront (a viewer-request
 * function of the Web stack) both answer these paths with the English file, the same bytes and headers; the page's
 * own boot script swaps in another language's file when the visitor's language differs.
 */
export const PRERENDERED_PATHS = ['/welcome', '/pricing', '/auth'] as const;

/**
 * The prerendered pages only a visitor sees (the app sends a signed-in user on: RequireVisitor in
 * web/src/app/guards.tsx). With a stored session the page stays hidden until the app has taken over.
 */
export const VISITOR_ONLY_PATHS: readonly string[] = ['/auth'];

/**
 * Query parameters a prerendered page does not answer itself, so the app is loaded at once when one is present:
 * /pricing?success=true or ?canceled=true (a checkout return: a toast, the same page) and /auth?tab=signup (the
 * sign-up tab: another view, so the prerendered sign-in form stays hidden until the app has taken over).
 */
export const APP_AT_ONCE_PARAMS: Readonly<Record<string, readonly { name: string; changesView: boolean }[]>> = {
  '/auth': [{ name: 'tab', changesView: true }],
  '/pricing': [
    { name: 'success', changesView: false },
    { name: 'canceled', changesView: false },
  ],
};

/** The folder of web/dist holding the prerendered files. */
export const PRERENDERED_DIR = 'prerendered';

/** The language a prerendered path is answered in before the page's script runs. */
export const PRERENDERED_DEFAULT_LANGUAGE = 'en';

/** `/prerendered/welcome.ja.html` for ('/welcome', 'ja'). */
export function prerenderedFile(path: string, language: string): string {
  return `/${PRERENDERED_DIR}${path}.${language}.html`;
}

/** The file a request path is answered with, or undefined when the path is not a prerendered page. */
export function prerenderedFileFor(path: string): string | undefined {
  return (PRERENDERED_PATHS as readonly string[]).includes(path) ? prerenderedFile(path, PRERENDERED_DEFAULT_LANGUAGE) : undefined;
}
