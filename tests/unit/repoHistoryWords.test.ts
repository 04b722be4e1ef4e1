/**
 * The repository describes the product, not how it was built: no code comment, test title, doc or script names the
 * work item, working session, helper or review round that produced it ("issue 12", "Session 18", "helper B",
 * "the eighth pass", "stop 3"). A reader needs what the code does and why; the history is in git. Every text file git
 * tracks is scanned (binaries, package-lock.json and the migration snapshots excepted).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const ROOT = process.cwd()
const SELF = 'tests/unit/repoHistoryWords.test.ts'

const ORDINALS = 'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth'

/** Words that date a line to the way the work was organised. Case-insensitive except a helper's capital letter. */
const HISTORY_PATTERNS: readonly RegExp[] = [
  /\bissues? #?\d+/i, // "issue 12", "Issue #7", "issues 3 and 4"
  /\bsessions? #?\d+/i, // "session 17", "Session 18" (a browser session is never followed by a number)
  /\b[Hh][Ee][Ll][Pp][Ee][Rr][Ss]? [A-H]\b/, // "helper B", "Helper D" (test helpers are lower case)
  /\bpass(?:es)? #?\d+/i, // "pass 3", "passes 2 and 3"
  new RegExp(`\\b(?:${ORDINALS}) pass\\b`, 'i'), // "the eighth pass"
  /\bstop #?\d+/i, // "stop 4"
]

/** The history words on one line, or an empty list. */
function historyWords(line: string): string[] {
  return HISTORY_PATTERNS.flatMap((pattern) => {
    const match = pattern.exec(line)
    return match ? [match[0]] : []
  })
}

function isScanned(file: string): boolean {
  if (file === SELF || file === 'package-lock.json') return false
  return !/^migrations\/.*\.json$/.test(file)
}

/** A tracked file's text, or null for a binary, a symbolic link or a file deleted from the work tree. */
function readText(file: string): string | null {
  const full = path.join(ROOT, file)
  const stat = fs.lstatSync(full, { throwIfNoEntry: false })
  if (!stat?.isFile()) return null
  const bytes = fs.readFileSync(full)
  // git's own test: a NUL byte in the first 8,000 bytes makes a file binary
  if (bytes.subarray(0, 8000).includes(0)) return null
  return bytes.toString('utf8')
}

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => file !== '')
}

describe('history words', () => {
  it.each([
    'the promo tile (issue 12) shows once',
    "Issue 7 — the header's links",
    'issues 3 and 4',
    'see issue #15',
    'measured in session 18',
    'Session 19: Chromium lays out',
    'helper B rewrote this',
    'as Helper D found',
    'after pass 3',
    'the eighth pass',
    'a Third Pass over the cards',
    'stop 4: the footer',
  ])('flags %p', (line) => {
    expect(historyWords(line)).not.toEqual([])
  })

  it.each([
    'the session cookie is Secure',
    'every other session of the account is ended',
    'SESSION_DAYS = 30',
    'password reset links last an hour',
    'test helpers live in tests/e2e/helpers.ts',
    'helpers/accountCall.ts',
    'a helper function',
    'each pass drops the parameters the previous one rejected; two passes suffice',
    'the first layout pass',
    'the worker passes LEAD_BACKOFF_BASE_MS',
    'the token is issued once',
    'every issue carries a message',
    'stop the server',
    'vercel/next.js#62228',
    'https://github.com/payloadcms/payload/issues/17757',
  ])('leaves %p alone', (line) => {
    expect(historyWords(line)).toEqual([])
  })
})

describe('the repository describes the product, not its history', () => {
  it('no tracked text file names an issue, session, helper, pass or stop by number or letter', () => {
    const files = trackedFiles().filter(isScanned)
    expect(files.length).toBeGreaterThan(100)
    const found: string[] = []
    for (const file of files) {
      const text = readText(file)
      if (text === null) continue
      text.split('\n').forEach((line, index) => {
        const words = historyWords(line)
        if (words.length > 0) found.push(`${file}:${index + 1}: ${words.join(', ')}`)
      })
    }
    expect(found).toEqual([])
  })
})
