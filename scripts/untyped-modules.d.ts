// Types for the packages the scripts and the lint configuration import that ship none (tsconfig.scripts.json).
declare module 'eslint-plugin-jsx-a11y' {
  import type { ESLint, Linter } from 'eslint'

  const plugin: ESLint.Plugin & { flatConfigs: { recommended: Linter.Config; strict: Linter.Config } }
  export default plugin
}
