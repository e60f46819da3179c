// One lint configuration for the workspace. The module-boundary matrix below is the architecture:
// tools/lint/module-boundaries.test.ts proves that it rejects forbidden imports.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const reactPackages = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router-dom',
  'react-i18next',
  'effector-react',
  'styled-components',
  'stylis-plugin-rtl',
  '@stripe/react-stripe-js',
];

/** Which kinds of project may depend on which. Every tag used in a project.json appears here. */
export const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:domain', 'type:data-access', 'type:contract', 'type:util'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:testing', 'type:tool', 'type:contract', 'type:util'] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:testing', 'type:contract', 'type:util', 'type:domain'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:domain', 'type:data-access', 'type:contract', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:contract', 'type:util'] },
  {
    sourceTag: 'type:domain',
    onlyDependOnLibsWithTags: ['type:domain', 'type:contract', 'type:util'],
    bannedExternalImports: reactPackages,
  },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:domain', 'type:contract', 'type:util'], bannedExternalImports: reactPackages },
  { sourceTag: 'type:contract', onlyDependOnLibsWithTags: ['type:contract', 'type:util'], bannedExternalImports: reactPackages },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:testing', 'type:domain', 'type:contract', 'type:util', 'type:ui', 'type:data-access'] },
  // Scopes: a lib reaches only its own scope and shared code; apps and tools may combine scopes.
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  // The block library mounts every domain's blocks (stock, forms, order online…) in content pages, so it
  // alone composes scopes; only apps import it.
  {
    sourceTag: 'scope:blocks',
    onlyDependOnLibsWithTags: ['scope:blocks', 'scope:content', 'scope:stock', 'scope:forms', 'scope:order', 'scope:consent', 'scope:dynamic-content', 'scope:pricing', 'scope:tools', 'scope:shared'],
  },
  // The back office edits several domains' data (settings, dealers, locations, redirects, users) through
  // their APIs; it reads their domain libs but no other feature, and only apps import it.
  {
    sourceTag: 'scope:admin',
    onlyDependOnLibsWithTags: ['scope:admin', 'scope:shared', 'scope:content', 'scope:stock', 'scope:forms', 'scope:order'],
  },
  ...['pricing', 'stock', 'order', 'forms', 'consent', 'dynamic-content', 'content', 'tools'].map((scope) => ({
    sourceTag: `scope:${scope}`,
    onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:shared', 'scope:pricing'],
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      '**/storybook-static/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.data/**',
      '**/*.timestamp*',
      '.nx/**',
      'tmp/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          banTransitiveDependencies: true,
          checkNestedExternalImports: true,
          // The component libraries' shared test setup (a config file at the root, like tsconfig.base.json).
          allow: ['../../vitest.shared'],
          depConstraints,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Name each public export; do not re-export everything.' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts', '**/*.stories.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
