import { PRERENDERED_PATHS, prerenderedFileFor } from '../../shared/config/prerendered-pages';

/**
 * The CloudFront Function (viewer request) that answers each prerendered public page's path with its file in the
 * site bucket (shared/config/prerendered-pages.ts), as the local runtime does (infra/local/static-web.ts). Every other
 * path goes on as it came: assets are objects, and the SPA's routes fall back to index.html.
 */
export function prerenderedPagesRewriteCode(): string {
  const files = Object.fromEntries(PRERENDERED_PATHS.map((path) => [path, prerenderedFileFor(path)]));
  return [
    'function handler(event) {',
    '  var request = event.request;',
    `  var files = ${JSON.stringify(files)};`,
    '  if (Object.prototype.hasOwnProperty.call(files, request.uri)) request.uri = files[request.uri];',
    '  return request;',
    '}',
  ].join('\n');
}
