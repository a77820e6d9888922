import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';

/**
 * Each AWS SDK client imports its whole package.json (~2 KB: scripts, dependencies, ...) for one
 * field, `version` (the user agent). In Lambda bundles that file is reduced to its name and version.
 */
const SDK_CLIENT_PACKAGE_JSON = /[\\/]node_modules[\\/]@aws-sdk[\\/]client-[^\\/]+[\\/]package\.json$/;

export const sdkPackageVersionsOnly: Plugin = {
  name: 'forksure-sdk-package-versions-only',
  setup(build) {
    build.onLoad({ filter: SDK_CLIENT_PACKAGE_JSON }, (args) => {
      const { name, version } = JSON.parse(readFileSync(args.path, 'utf8')) as { name: string; version: string };
      return { contents: JSON.stringify({ name, version }), loader: 'json' };
    });
  },
};
