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
import path from 'node:path'
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

// The layers: no import runs back up. Bottom to top: src/domain (pure rules) ← src/lib (plumbing) ← src/search ←
// src/data (server-only loaders; the only layer besides entry points that reaches payload.config) ← collections/
// (schema, hooks) and blocks/ ← src/app (routes). collections/ and src/data use src/domain and src/lib (and the search
// engine); nothing in src/ imports app routes, collections/ or migrations/; what two layers share moves down, or is
// passed in. server/ (the production server: the edge and its workers) imports only src/lib (the edge ↔ app contract,
// the shared Redis, the purge rules), and nothing in src/ imports server/. Each importing area lists the areas it may import besides itself; an area not listed (scripts/, tests/,
// tenants-seed/) is not checked, and a new folder of src/ may import what any folder of src/ below the routes may.
// Entry points (`*-cli.ts`) may also import payload.config.
/** @type {Record<string, string[]>} */
const LAYERS = {
  'src/domain': [],
  'src/demo': ['src/domain'],
  'src/lib': ['src/domain', 'payload-types'],
  'src/search': ['src/domain', 'src/lib', 'payload-types'],
  'src/data': ['src/domain', 'src/lib', 'src/search', 'src/demo', 'payload-types', 'payload.config'],
  'src/inventory': ['src/domain', 'src/lib', 'src/search', 'src/data', 'payload-types'],
  'src/reviews': ['src/domain', 'src/lib', 'src/search', 'src/data', 'payload-types'],
  'src/components': ['src/domain', 'src/lib'],
  'src/modules': ['src/domain', 'src/lib', 'src/components'],
  'src/proxy': ['src/domain', 'src/lib'],
  'src/instrumentation': ['src/domain', 'src/lib', 'src/search', 'src/data'],
  // the admin's own views (Insights, Email previews, a car's shopper interest): loaders and rules, no site modules
  'src/admin': ['src/domain', 'src/lib', 'src/search', 'src/data', 'payload-types'],
  collections: ['src/domain', 'src/lib', 'src/search', 'payload-types'],
  blocks: ['src/domain', 'src/lib', 'src/data', 'src/modules', 'src/components', 'payload-types'],
  migrations: ['payload-types'],
  // the production server (the edge and its Next workers): only the plumbing the app shares with it
  server: ['src/lib'],
  'src/app': [
    ...['src/domain', 'src/lib', 'src/search', 'src/data', 'src/demo', 'src/components', 'src/modules'],
    ...['blocks', 'payload-types', 'payload.config', 'src/inventory', 'src/reviews'],
  ],
}

// Single paths allowed across: the Pages collection lists the block configs (blocks/index.ts, config only), and block
// configs use the collections' field factories.
/** @type {Record<string, string[]>} */
const ALSO = { collections: ['blocks/index'], blocks: ['collections/fields/'] }

const SRC_DEFAULT = [...new Set(Object.values(LAYERS).flat())].filter((a) => a !== 'payload.config' && a !== 'blocks')

const ROOT = import.meta.dirname
const ALIASES = {
  '@/': 'src/',
  '@collections/': 'collections/',
  '@blocks/': 'blocks/',
  '@payload-config': 'payload.config',
}

/** 'src/data/offers.ts' → 'src/data'; 'src/proxy.ts' → 'src/proxy'; 'collections/Offers/index.ts' → 'collections'. */
/** @param {string} rel */
function areaOf(rel) {
  const parts = rel.split('/')
  if (parts[0] === 'src' && parts.length > 1) return `src/${String(parts[1]).replace(/\.(tsx?|mjs)$/, '')}`
  return String(parts[0]).replace(/\.(tsx?|mjs)$/, '')
}

/** An import specifier as a path from the repository root, or null for a package. @param {string} specifier @param {string} file */
function targetOf(specifier, file) {
  for (const [alias, dir] of Object.entries(ALIASES))
    if (specifier.startsWith(alias)) return dir + specifier.slice(alias.length)
  if (!specifier.startsWith('.')) return null
  return path
    .relative(ROOT, path.resolve(path.dirname(file), specifier))
    .split(path.sep)
    .join('/')
}

/** @type {import('eslint').ESLint.Plugin} */
const layersPlugin = {
  rules: {
    'no-upward-import': {
      meta: {
        type: 'problem',
        schema: [],
        messages: { upward: '{{from}} may not import {{to}} (layers: eslint.config.mjs LAYERS).' },
      },
      create(context) {
        const rel = path.relative(ROOT, context.filename).split(path.sep).join('/')
        const from = areaOf(rel)
        // a new folder of src/ not listed yet may import the rest of src/ but not routes, collections/ or migrations/
        const allowed = LAYERS[from] ?? (from.startsWith('src/') ? SRC_DEFAULT : null)
        if (!allowed) return {}
        const entryPoint = /-cli\.ts$/.test(rel)
        /** @param {(import('estree').Node & { value?: unknown }) | null | undefined} node */
        const check = (node) => {
          if (!node || typeof node.value !== 'string') return
          const target = targetOf(node.value, context.filename)
          if (target === null) return
          const to = areaOf(target)
          if (to === from || allowed.includes(to)) return
          if (ALSO[from]?.some((p) => target.startsWith(p) || `${target}/index`.startsWith(p))) return
          if (entryPoint && to === 'payload.config') return
          context.report({ node, messageId: 'upward', data: { from, to: target } })
        }
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
        }
      },
    },
  },
}

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
      // <Link> would prefetch every header and footer link on every page view (see docs/ARCHITECTURE.md "Code habits").
      '@next/next/no-html-link-for-pages': 'off',
      // `role="list"` on a styled list is deliberate: Safari/VoiceOver drops list semantics with `list-style: none`.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'collections/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}', 'migrations/*.ts'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/no-upward-import': 'error' },
  },
  {
    // The layers (docs/ARCHITECTURE.md "Layers"): the domain is pure, modules are fed by routes.
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
    // The e2e specs' `test` keeps a browser context from test to test and resets it (tests/e2e/fixtures.ts)
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import `test` from './fixtures': it keeps and resets the browser context between tests.",
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
