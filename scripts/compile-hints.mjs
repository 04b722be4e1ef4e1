// `npm run build` runs this after `next build`: V8's compile hint on the shop's chunks (scripts/lib/compileHints.mjs).
import { addCompileHints } from './lib/compileHints.mjs'
import { distDir } from './lib/build.mjs'

const { hinted, already } = addCompileHints(distDir())
console.log(
  `› Compile hints: ${hinted.length} chunk(s) marked for eager compiling${already ? ` (${already} already were)` : ''}`,
)
