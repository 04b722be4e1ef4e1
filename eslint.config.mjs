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

const NO_AS_ANY = {
  selector: 'TSAsExpression > TSAnyKeyword',
  message: '`as any` cuts a type link; type it, or cast through `unknown` with a reason.',
}

// One formatting module per concern: numbers in src/domain/numberFormat.ts, dollars and kilometres in
// src/domain/price.ts, dates and times (in a given IANA zone) in src/domain/dateFormat.ts. Everywhere else a number
// or a date is formatted through them, so the same figure reads the same on every page and no page builds an Intl
// formatter of its own. Tests (which compare the modules with Intl) and the scripts (Node CLIs and benches that print
// for their operator) are exempt.
const FORMAT_MESSAGE = 'Format through src/domain/numberFormat.ts, price.ts or dateFormat.ts.'
const NO_INLINE_FORMAT = [
  { selector: "MemberExpression[object.name='Intl']", message: FORMAT_MESSAGE },
  { selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]', message: FORMAT_MESSAGE },
]

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
      'no-restricted-syntax': ['error', NO_AS_ANY, ...NO_INLINE_FORMAT],
    },
  },
  {
    files: ['src/domain/numberFormat.ts', 'src/domain/dateFormat.ts', 'tests/**', 'scripts/**'],
    rules: { 'no-restricted-syntax': ['error', NO_AS_ANY] },
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
    // The layers (docs/ARCHITECTURE.md): the domain is pure, modules are fed by routes.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'next', 'next/*', 'payload', 'payload/*', '@payloadcms/*', 'server-only'],
              message: 'src/domain is pure: no React, Next or Payload.',
            },
            {
              group: ['@/data/*', '@/modules/*', '@/search/*', '@/lib/*', '@/app/*', '@blocks/*', '@collections/*'],
              message: 'src/domain imports only the domain (and zod).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/modules/**/*.ts', 'src/modules/**/*.tsx', 'src/components/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/data/*', '@blocks/*', '**/blocks/*', '@/app/*'],
              message: 'Modules are pure views: the route loads the data and renders blocks.',
            },
          ],
        },
      ],
    },
  },
  {
    // Generated by `npm run migrate:create` (Payload's template destructures { db, payload, req } in every
    // migration); the files are kept as generated, so unused template arguments are not errors there.
    files: ['migrations/*.ts'],
    rules: { '@typescript-eslint/no-unused-vars': ['error', { args: 'none' }] },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
)
