// One lint setup for the whole repository. It also enforces the import direction of
// docs/architecture.md: `shared` imports neither `web` nor `functions` nor `infra`; `functions` never imports
// `web`; `web` never imports `functions` or `infra`; `infra` imports nothing from `web`.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

// `import { z } from 'zod'` pulls every zod locale (about 260 KB) into each bundle, because the
// namespace object is used as a whole; `import * as z from 'zod'` lets esbuild and Vite drop them.
const zodNamespaceOnly = [
  'error',
  {
    selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > :matches(ImportSpecifier[imported.name='z'][importKind!='type'], ImportDefaultSpecifier)",
    message: "Use `import * as z from 'zod'`: the `z` export drags all zod locales into the bundle.",
  },
];

// In tests, `assert.ok(x)` / `assert(x)` without a message makes node:assert rebuild the message from
// the source file on failure: one such failure took 90-114 s to report (0.45 s with a message). The
// message says what was expected and shows the actual value.
const assertWithMessage = {
  selector: "CallExpression[arguments.length=1]:matches([callee.type='MemberExpression'][callee.object.name='assert'][callee.property.name='ok'], [callee.type='Identifier'][callee.name='assert'])",
  message: 'Give assert.ok a message that says what was expected and shows the actual value (a bare one is slow to report and says little).',
};

const layerPatterns = (...dirs) =>
  dirs.map((dir) => ({
    group: [`**/${dir}/**`, `**/${dir}`],
    message: `This layer must not import from ${dir}/ (see docs/architecture.md, import direction).`,
  }));

const forbid = (...dirs) => ({ 'no-restricted-imports': ['error', { patterns: layerPatterns(...dirs) }] });

// Layers inside functions/lib (tests excepted): `http/` adapts API Gateway events to services;
// services use repositories (`data/`), provider adapters (`providers/`) and `identity/`; those three
// stand on their own and throw domain errors (`errors.ts`), never HTTP ones.
const functionLayers = [
  { dir: 'services', forbidden: ['http'] },
  { dir: 'data', forbidden: ['http', 'services', 'providers', 'identity'] },
  { dir: 'providers', forbidden: ['http', 'services', 'data', 'identity'] },
  { dir: 'identity', forbidden: ['http', 'services', 'data', 'providers'] },
].map(({ dir, forbidden }) => ({
  files: [`functions/lib/${dir}/**/*.ts`],
  ignores: ['**/*.test.ts'],
  rules: forbid('web', 'infra', ...forbidden),
}));

// Feature boundaries in web/src: a feature's public API is its index.ts (`@/features/<f>`); its other
// files are internal. Read from the folder list, so a new feature is covered as soon as it exists.
// Which feature may import which (a lower layer only), and no import circle anywhere:
// tests/lint/import-cycles.test.ts.
const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureInternals = (feature) => ({
  regex: `(^|/)features/${feature}/`,
  message: `Import the ${feature} feature through its public API, '@/features/${feature}' (its index.ts), not its internal files.`,
});

// Inside another feature, a relative path that climbs out into this feature (`../../profile/hooks/x`)
// is the same breach written differently; even its index is imported through the alias.
const relativeIntoFeature = (feature) => ({
  regex: `^(\\.\\./)+${feature}(/|$)`,
  message: `Import the ${feature} feature through its public API, '@/features/${feature}' (its index.ts), not by a relative path.`,
});

// no-restricted-imports looks at import/export declarations only, not at `import('...')` expressions;
// this rule applies the same regex patterns to an import() whose path is written out.
const noRestrictedDynamicImports = {
  meta: { type: 'problem', schema: false },
  create(context) {
    const patterns = context.options[0]?.patterns ?? [];
    return {
      ImportExpression(node) {
        const { source } = node;
        const path =
          source.type === 'Literal' ? source.value : source.type === 'TemplateLiteral' && source.expressions.length === 0 ? source.quasis[0].value.cooked : undefined;
        if (typeof path !== 'string') return;
        const broken = patterns.find((pattern) => new RegExp(pattern.regex, 'u').test(path));
        if (broken) context.report({ node, message: broken.message });
      },
    };
  },
};
const localRules = { rules: { 'no-restricted-dynamic-imports': noRestrictedDynamicImports } };

// sonner is loaded with the first toast (web/src/lib/toast.ts); a static import would put it back into every page's first download.
const SONNER_ONLY_THROUGH_TOAST = { name: 'sonner', message: "Import toast from '@/lib/toast': sonner loads lazily with the first toast." };
const SONNER_HOSTS = ['web/src/lib/toast.ts', 'web/src/app/layout/SonnerToaster.tsx'];

// Every web block keeps the layer rule: a later block's no-restricted-imports replaces an earlier one.
const webImports = (features, { relative = false, sonner = false } = {}) => {
  const featurePatterns = [...features.map(featureInternals), ...(relative ? features.map(relativeIntoFeature) : [])];
  return {
    'no-restricted-imports': ['error', { patterns: [...layerPatterns('functions', 'infra'), ...featurePatterns], paths: sonner ? [] : [SONNER_ONLY_THROUGH_TOAST] }],
    'local/no-restricted-dynamic-imports': ['error', { patterns: featurePatterns }],
  };
};

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'cdk.out', '.data', '.data-*', 'web/dist', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': zodNamespaceOnly,
    },
  },
  { files: ['shared/**/*.ts'], rules: forbid('web', 'functions', 'infra') },
  { files: ['functions/**/*.ts'], rules: forbid('web', 'infra') },
  ...functionLayers,
  { files: ['infra/**/*.ts'], ignores: ['infra/local/**'], rules: forbid('web') },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, local: localRules },
    // app, components, pages, lib: only features' indexes (lazy pages are exported by the indexes).
    rules: { ...reactHooks.configs.recommended.rules, ...webImports(webFeatures) },
  },
  { files: SONNER_HOSTS, rules: webImports(webFeatures, { sonner: true }) },
  // no-restricted-syntax is replaced, not merged, by a later block: the zod rule is repeated here.
  { files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': [...zodNamespaceOnly, assertWithMessage] } },
  // Inside a feature: its own files freely, other features only through their indexes.
  ...webFeatures.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: webImports(
      webFeatures.filter((other) => other !== feature),
      { relative: true },
    ),
  })),
);
