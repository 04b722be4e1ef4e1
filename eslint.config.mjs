// One lint configuration for the whole repository (ESLint flat config). Prettier owns layout (`npm run format`);
// eslint-config-prettier switches off every rule that would argue with it. Rules here catch bugs and layering
// mistakes, not taste. An `eslint-disable` must say why on the same line (`-- reason`); `npm run lint` fails
// otherwise.
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs'
import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import prettier from 'eslint-config-prettier'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.next/',
      '.next-*/',
      '.data/',
      '.data-*/',
      '.jest-cache/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      'payload-types.ts',
      'next-env.d.ts',
      'src/app/(payload)/**',
      'migrations/*.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  comments.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }],
      '@eslint-community/eslint-comments/disable-enable-pair': ['error', { allowWholeFile: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression > TSAnyKeyword',
          message: '`as any` cuts a type link; type it, or cast through `unknown` with a reason.',
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', 'src/**/*.ts', 'blocks/**/*.ts', 'collections/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@next/next': nextPlugin },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      // Site links are plain anchors on purpose: a tenant's pages are rewritten per host by src/proxy.ts, and
      // <Link> would prefetch every header and footer link on every page view (see docs/ARCHITECTURE.md).
      '@next/next/no-html-link-for-pages': 'off',
      // `role="list"` on a styled list is deliberate: Safari/VoiceOver drops list semantics with `list-style: none`.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
)
