// `npm run build` runs this after `next build`: the compile hints and the static files' compressed forms
// (scripts/lib/build.mjs afterBuild).
import { afterBuild, distDir } from './lib/build.mjs'

afterBuild(distDir())
