import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The only modules of ours (under web/ and shared/) that must run when imported. Everything else
 * only defines things, which tests/lint/side-effect-free-sources.test.ts checks.
 */
export const SIDE_EFFECT_MODULES = ['web/src/main.tsx', 'web/src/prerender/public-boot.ts', 'web/src/prerender/render-public-page.tsx', 'web/src/lib/i18n.ts'] as const;
export const SIDE_EFFECT_FREE_ROOTS = ['web/src/', 'shared/'] as const;

/**
 * Tells the bundler that importing one of our own modules does nothing but define things, so a
 * module none of whose exports are used is left out entirely. Without this, every module a
 * feature's index re-exports stays in the bundle (a zod schema built at load looks like a side
 * effect to it): the header's one hook from `@/features/search` pulled the restaurant card, the
 * menu and library API contracts and zod into the first download (232.6 KB gzipped; 185.6 with it).
 */
export function sideEffectFreeSourcesPlugin(repoRoot: string): Plugin {
  const roots = SIDE_EFFECT_FREE_ROOTS.map((root) => resolve(repoRoot, root) + '/');
  const exceptions = new Set<string>(SIDE_EFFECT_MODULES.map((path) => resolve(repoRoot, path)));
  return {
    name: 'forksure-side-effect-free-sources',
    apply: 'build',
    enforce: 'post',
    transform(_code, id) {
      if (!/\.tsx?$/.test(id) || exceptions.has(id) || !roots.some((root) => id.startsWith(root))) return null;
      return { moduleSideEffects: false };
    },
  };
}
