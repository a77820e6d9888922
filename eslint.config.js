// One lint setup for the whole repository. It also enforces the import direction of
// DESIGN.md: `shared` imports neither `web` nor `functions` nor `infra`; `functions` never imports
// `web`; `web` never imports `functions` or `infra`; `infra` imports nothing from `web`.
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

const forbid = (...dirs) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: dirs.map((dir) => ({
        group: [`**/${dir}/**`, `**/${dir}`],
        message: `This layer must not import from ${dir}/ (see DESIGN.md, import direction).`,
      })),
    },
  ],
});

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
  { files: ['infra/**/*.ts'], ignores: ['infra/local/**'], rules: forbid('web') },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...forbid('functions', 'infra') },
  },
);
