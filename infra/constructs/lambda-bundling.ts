/**
 * How every function is bundled (esbuild): the house construct passes these to NodejsFunction and
 * the benchmark bundles with the same values, so the measured size is the deployed size.
 */
export const LAMBDA_BUNDLING = {
  target: 'node22',
  mainFields: ['module', 'main'],
  minify: true,
  // ESM output still meets CommonJS dependencies that call require(); give them one.
  banner:
    "import { createRequire as __forksureCreateRequire } from 'node:module'; const require = __forksureCreateRequire(import.meta.url);",
} as const;
