import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * After the build, writes the prerendered public pages (web/scripts/prerender-public-pages.ts) into its output.
 * A child process: rendering stubs a few browser globals that must not leak into the build's own process.
 */
export function prerenderPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'forksure-prerender-public-pages',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const script = resolve(import.meta.dirname, 'scripts', 'prerender-public-pages.ts');
        const result = spawnSync(process.execPath, ['--import', 'tsx', script, outDir], { stdio: 'inherit' });
        if (result.status !== 0) throw new Error('Prerendering the public pages failed; see the output above.');
      },
    },
  };
}
