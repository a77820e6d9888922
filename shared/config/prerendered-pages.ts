/**
 * The public pages the web build writes out as HTML, one file per language (web/scripts/prerender-public-pages.ts),
 * and how a path maps to its file. The local runtime (infra/local/static-web.ts) and CloudFront (a viewer-request
 * function of the Web stack) both answer these paths with the English file, the same bytes and headers; the page's
 * own boot script swaps in another language's file when the visitor's language differs.
 */
export const PRERENDERED_PATHS = ['/welcome'] as const;

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
