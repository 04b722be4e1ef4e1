// `npm run test:reserve-chaos [-- --cars 10 --shoppers 40 --port 3402 --tenant harbour --wait 120]`: one hold per car,
// and no deposit is kept for a car the shopper did not get.
//
// Against the PRODUCTION server (server/server.mjs, trusting loopback as a proxy, on the current build) on its own
// embedded PostgreSQL (RESERVE_CHAOS_DATA_DIR, default .data/reserve-chaos; a copy of the e2e run's database when
// there is one, else migrations + the demo seed), with the test processor's webhooks late, sent twice and newest
// first, and the reservation sweep every 500 ms:
//   1. picks --cars priced in-stock cars of the tenant that nobody holds (GET /api/search) and signs up --shoppers
//      accounts, each from its own client address;
//   2. all shoppers at once: each tries the cars in its own order (several shoppers per car), and whoever gets 201
//      pays with the success card; network errors and 5xx are retried (bounded backoff), 409 means the car is gone;
//      the first winner and one in four after it (--change-mind) pay and cancel at the same instant, then try the car
//      again once their cancel has settled (unless another shopper holds it by then);
//   3. PostgreSQL is stopped and started again (same data dir, same port) while they run;
//   4. once nothing is pending any more (webhooks and the sweep settle everything), checks in SQL: no car with two
//      active reservations (and the unique index refuses a second one), no authorised or captured deposit whose
//      reservation is not held or sold, every held car reserved in the vehicles table and in search, every car not
//      held back on sale, every 201 a row, every paid reservation held, every paid-and-cancelled one ended (a held
//      one refunded), no 500 to a request sent once the database was back.
// Prints `attempts A · held H · refunded/released R · double-held D · lost payments L` and a line with the
// database's down time and the answers by status, cancels every hold it made and exits 1 unless every check holds.
import crypto from 'node:crypto'
import path from 'node:path'
import { parseArgs } from 'node:util'

import {
  bouncePostgres,
  chaosRun,
  chaosTest,
  clientIp,
  prepareChaosDatabase,
  request,
  sleep,
  sqlOn,
  startProductionServer,
  visitHome,
} from './lib/chaos.mjs'
import { freeLowPort, freePort } from './lib/embedded-db.mjs'

const { values: args } = parseArgs({
  options: {
    cars: { type: 'string', default: '10' },
    shoppers: { type: 'string', default: '40' },
    port: { type: 'string', default: process.env.RESERVE_CHAOS_PORT ?? '3402' },
    tenant: { type: 'string', default: 'harbour' },
    wait: { type: 'string', default: '120' },
    // the share of shoppers who pay and cancel at the same instant, then try the car again
    'change-mind': { type: 'string', default: '0.25' },
    // the test processor's webhook delay, ms
    delay: { type: 'string', default: '300' },
    // an answer slower than this counts as a hang
    timeout: { type: 'string', default: '60' },
  },
})
const CARS = Number(args.cars)
const SHOPPERS = Number(args.shoppers)
const WAIT_S = Number(args.wait)
const CHANGE_MIND = Number(args['change-mind'])
const TIMEOUT_MS = Number(args.timeout) * 1000
const RUN = crypto.randomBytes(4).toString('hex')
const log = (/** @type {string} */ line) => console.log(`[reserve-chaos] ${line}`)
const CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }

const dataDir = path.resolve(process.env.RESERVE_CHAOS_DATA_DIR || path.join('.data', 'reserve-chaos'))
const e2eDir = path.resolve(process.env.E2E_DATA_DIR || path.join('.data', 'e2e'))

const run = chaosRun()
const sql = sqlOn(() => run.db?.url)

/** @typedef {{ i: number, email: string, cookie: string, ip: string }} Shopper */
/** @typedef {{ id: number, slug: string }} Car */
/** @typedef {{ route: string, status: number | string, sentAt: number, answeredAt: number }} Answer s after the start */

let T0 = Date.now()
/** Every answer the shoppers got (and every request that got none) while they ran. @type {Answer[]} */
const answers = []

/**
 * Sends one shopper's request and retries network errors, timeouts, 5xx and 429 with a bounded backoff; any other
 * answer is final. @param {string} baseUrl @param {string} host @param {Shopper | { ip: string, cookie?: string }} who
 * @param {string} pathname @param {unknown} body
 * @returns {Promise<import('./lib/chaos.mjs').Reply | { status: string }>} the final answer, or why it gave up
 */
async function send(baseUrl, host, who, pathname, body) {
  const giveUpAt = Date.now() + Math.max(90_000, 2 * TIMEOUT_MS)
  // the route without the reference, for counting answers
  const route = pathname.replace(/R-[A-Z0-9]+/, '{reference}')
  for (let attempt = 1; ; attempt++) {
    /** @type {number | string} */
    let status = 'network'
    const sentAt = Date.now()
    try {
      /** @type {Record<string, string>} */
      const headers = { host, 'content-type': 'application/json', 'x-forwarded-for': who.ip }
      if (who.cookie) headers.cookie = who.cookie
      const res = await request(`${baseUrl}${pathname}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        timeoutMs: TIMEOUT_MS,
      })
      status = res.status
      answers.push({ route, status, sentAt: (sentAt - T0) / 1000, answeredAt: (Date.now() - T0) / 1000 })
      if (status < 500 && status !== 429) return res
    } catch (error) {
      status = /** @type {Error | undefined} */ (error)?.name === 'TimeoutError' ? 'timeout' : 'network'
      answers.push({ route, status, sentAt: (sentAt - T0) / 1000, answeredAt: (Date.now() - T0) / 1000 })
    }
    if (Date.now() > giveUpAt) return { status: `gave up after ${attempt} tries (last: ${status})` }
    await sleep(Math.min(200 * 2 ** (attempt - 1), 3000) * (0.5 + Math.random()))
  }
}

/** @template T @param {T[]} list @param {(item: T) => string} key @returns {Record<string, number>} */
function tally(list, key) {
  /** @type {Record<string, number>} */
  const counts = {}
  for (const item of list) counts[key(item)] = (counts[key(item)] ?? 0) + 1
  return counts
}

/** @param {Record<string, number>} counts @returns {string} e.g. '201 ×4, 409 ×51' */
const listed = (counts) =>
  Object.entries(counts)
    .map(([k, n]) => `${k} ×${n}`)
    .join(', ')

/** @template T @param {T[]} list @returns {T[]} a shuffled copy */
function shuffled(list) {
  const out = [...list]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[out[i], out[j]] = /** @type {[T, T]} */ ([out[j], out[i]])
  }
  return out
}

let wins = 0
/** Whether the shopper who just got its first 201 changes its mind: the first, then one in 1/--change-mind. */
function changesMind() {
  const n = wins++
  return Math.ceil((n + 1) * CHANGE_MIND) > Math.ceil(n * CHANGE_MIND)
}

/**
 * @typedef {{ shopper: Shopper, car: Car, reference: string, paid: number | string, cancelled?: number | string }}
 *   Reservation a 201 a shopper got, the card form's answer and, when the shopper changed its mind, the cancel's
 * @typedef {{ tries: number, reservations: Reservation[], problem?: string }} Outcome
 */

/** How long a shopper who cancelled waits for the car to be free again before it moves on. */
const CANCEL_SETTLE_MS = 30_000

/**
 * After a shopper's pay-and-cancel of `reference`: 'taken' when another shopper's reservation holds the car, 'free'
 * once the shopper's own reservation is no longer active and the car is not marked reserved (or after
 * CANCEL_SETTLE_MS: then the next reserve says which). Read in SQL, asked again while PostgreSQL is down.
 * @param {Car} car @param {string} reference @returns {Promise<'free' | 'taken'>}
 */
async function settledAfterCancel(car, reference) {
  const giveUpAt = Date.now() + CANCEL_SETTLE_MS
  while (Date.now() < giveUpAt) {
    try {
      const { rows } = await sql(
        `SELECT
           EXISTS (SELECT 1 FROM reservations WHERE vehicle_id = $1 AND status IN ('pending', 'held')
                     AND reference <> $2) AS taken,
           EXISTS (SELECT 1 FROM reservations WHERE vehicle_id = $1 AND status IN ('pending', 'held')
                     AND reference = $2) OR (SELECT reserved FROM vehicles WHERE id = $1) AS mine`,
        [car.id, reference],
      )
      if (rows[0]?.taken) return 'taken'
      if (!rows[0]?.mine) return 'free'
    } catch {
      // PostgreSQL is down (the outage): asked again below
    }
    await sleep(250)
  }
  return 'free'
}

/**
 * One shopper: tries the cars in its own order (its own car first) until one answers 201, then pays for it. A share
 * of them (--change-mind) pay and cancel at the same instant the first time, then try the same car again once the cancel
 * has settled (unless another shopper holds it by then).
 * @param {string} baseUrl @param {string} host @param {Shopper} shopper @param {Car[]} cars @returns {Promise<Outcome>}
 */
async function shop(baseUrl, host, shopper, cars) {
  const first = cars[shopper.i % cars.length]
  const order = first ? [first, ...shuffled(cars.filter((c) => c !== first))] : []
  /** @type {Reservation[]} */
  const reservations = []
  let tries = 0
  for (let k = 0; k < order.length; k++) {
    const car = /** @type {Car} */ (order[k])
    tries++
    const contact = {
      first_name: `Chaos${shopper.i}`,
      last_name: 'Tester',
      email: shopper.email,
      phone: '0412 345 678',
    }
    const res = await send(baseUrl, host, shopper, '/api/reserve', { car_id: car.slug, contact })
    if (res.status === 409) continue
    if (res.status !== 201 || !('json' in res))
      return {
        tries,
        reservations,
        problem: `reserve ${car.slug}: ${res.status} ${'json' in res ? JSON.stringify(res.json) : ''}`,
      }
    const reference = String(res.json.reference)
    const secret = new URL(String(res.json.payment?.payUrl), 'http://x').searchParams.get('secret') ?? ''
    const pay = () =>
      send(baseUrl, host, shopper, '/api/payments/test/pay', { reference, secret, name: `Chaos${shopper.i}`, ...CARD })
    if (reservations.length === 0 && changesMind()) {
      // the cancel goes out up to 60 ms after the payment, so it lands before, during or after the hold
      const cancel = () =>
        sleep(Math.random() * 60).then(() => send(baseUrl, host, shopper, `/api/reserve/${reference}/cancel`, {}))
      const [paid, cancelled] = await Promise.all([pay(), cancel()])
      reservations.push({ shopper, car, reference, paid: paid.status, cancelled: cancelled.status })
      // the car is free again once the cancel has settled (a late webhook, the sweep), unless another shopper took it
      // meanwhile: then it is tried once more (asked at once, it may still answer 409 for the shopper's own hold)
      if ((await settledAfterCancel(car, reference)) === 'free') k--
      continue
    }
    const paid = await pay()
    reservations.push({ shopper, car, reference, paid: paid.status })
    if (paid.status !== 200) return { tries, reservations, problem: `pay ${reference}: ${paid.status}` }
    return { tries, reservations }
  }
  return { tries, reservations }
}

/**
 * Signs up `count` shoppers (a few at a time, each from its own address): their session cookies.
 * @param {string} baseUrl @param {string} host @param {number} count @returns {Promise<Shopper[]>}
 */
async function signUp(baseUrl, host, count) {
  /** @type {Shopper[]} */
  const shoppers = []
  let next = 0
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const email = `chaos-${RUN}-${i}@example.com`
      const ip = clientIp(i, 100)
      const res = await send(baseUrl, host, { ip }, '/api/account/register', {
        name: `Chaos${i} Tester`,
        email,
        password: crypto.randomBytes(12).toString('hex'),
        phone: '0412 345 678',
      })
      const cookies = 'headers' in res ? [res.headers['set-cookie'] ?? []].flat() : []
      const session = cookies.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('dp_shopper='))
      if (res.status !== 201 || !session) throw new Error(`sign-up ${i} answered ${res.status} without a session`)
      shoppers.push({ i, email, cookie: session, ip })
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return shoppers.sort((a, b) => a.i - b.i)
}

/**
 * The in-stock cars of the tenant that nobody holds, as search lists them, in random order.
 * @param {string} baseUrl @param {string} host @returns {Promise<Car[]>}
 */
async function freeCars(baseUrl, host) {
  const found = await request(`${baseUrl}/api/search?hitsPerPage=100`, { headers: { host } })
  if (found.status !== 200) throw new Error(`GET /api/search answered ${found.status}`)
  /** @typedef {{ id: string, slug: string, status: string, tag: string | null, reserved: boolean }} Hit */
  /** @type {(Hit & { price: number | null })[]} */
  const hits = found.json.hits ?? []
  // what can be reserved: in stock, not held, not test-drive-only, and showing a price (showsReservablePrice)
  const listed = hits.filter(
    (h) =>
      h.status === 'in_stock' &&
      !h.reserved &&
      (h.tag ?? '').trim().toLowerCase() !== 'test drive only' &&
      (h.price ?? 0) > 0,
  )
  const ids = listed.map((h) => Number(h.id))
  const taken = await sql(
    `SELECT v.id FROM vehicles v WHERE v.id = ANY($1::int[]) AND (v.reserved OR EXISTS
       (SELECT 1 FROM reservations r WHERE r.vehicle_id = v.id AND r.status IN ('pending', 'held')))`,
    [ids],
  )
  const busy = new Set(taken.rows.map((r) => Number(r.id)))
  return shuffled(listed.filter((h) => !busy.has(Number(h.id))).map((h) => ({ id: Number(h.id), slug: h.slug })))
}

/**
 * The partial unique index is there, and PostgreSQL refuses a second active reservation for a held car.
 * @param {number} reservationId a held reservation @returns {Promise<string | null>} what is wrong, or null
 */
async function uniqueIndexRefuses(reservationId) {
  const index = await sql(
    `SELECT indexdef FROM pg_indexes WHERE tablename = 'reservations' AND indexname = 'reservations_one_active_hold'`,
  )
  const def = String(index.rows[0]?.indexdef ?? '')
  if (!/UNIQUE/i.test(def) || !/pending/.test(def) || !/held/.test(def))
    return `the index reservations_one_active_hold is missing or not unique over pending and held (${def || 'none'})`
  try {
    await sql(
      `INSERT INTO reservations (tenant_id, reference, kind, vehicle_id, customer_id, contact_first_name,
         contact_last_name, contact_email, contact_phone, status, amount_cents, currency, hold_hours, provider)
       SELECT tenant_id, 'R-CHAOSDUP00', kind, vehicle_id, customer_id, contact_first_name, contact_last_name,
         'second@example.com', contact_phone, 'pending', amount_cents, currency, hold_hours, provider
         FROM reservations WHERE id = $1`,
      [reservationId],
    )
    await sql(`DELETE FROM reservations WHERE reference = 'R-CHAOSDUP00'`)
    return 'a second pending reservation for a held car was stored'
  } catch (error) {
    const e = /** @type {{ code?: string, constraint?: string }} */ (error)
    if (e.code === '23505' && e.constraint === 'reservations_one_active_hold') return null
    return `a second reservation for a held car failed otherwise: ${e.code} ${String(error)}`
  }
}

/**
 * The run's reservations on these cars (made since `since`) with their payments, and how the cars show.
 * @param {string} tenantSlug @param {number[]} carIds @param {Date} since
 */
async function carsNow(tenantSlug, carIds, since) {
  const rows = (
    await sql(
      `SELECT r.id, r.reference, r.vehicle_id, r.status, tp.state AS payment FROM reservations r
         LEFT JOIN test_payments tp ON tp.reservation_id = r.reference
        WHERE r.vehicle_id = ANY($1::int[]) AND r.created_at >= $2`,
      [carIds, since],
    )
  ).rows
  const held = rows.filter((r) => r.status === 'held')
  const pending = rows.filter((r) => r.status === 'pending').length
  // money held for nothing: the tenant's authorised or taken test payments of the run whose reservation (by its
  // reference) is neither held nor sold, or is not there at all
  const lost = (
    await sql(
      `SELECT tp.ref, tp.state, tp.reservation_id AS reference, r.status FROM test_payments tp
         LEFT JOIN reservations r ON r.reference = tp.reservation_id
        WHERE tp.tenant_slug = $1 AND tp.created_at >= $2 AND tp.state IN ('authorised', 'captured')
          AND (r.status IS NULL OR r.status NOT IN ('held', 'converted'))`,
      [tenantSlug, since],
    )
  ).rows
  const flags = (
    await sql(
      `SELECT v.id, v.reserved, sd.reserved AS search_reserved FROM vehicles v
         LEFT JOIN search_documents sd ON sd.id = v.id::text WHERE v.id = ANY($1::int[])`,
      [carIds],
    )
  ).rows
  const heldCars = new Set(held.map((r) => Number(r.vehicle_id)))
  const notShownReserved = flags.filter((f) => heldCars.has(Number(f.id)) && !(f.reserved && f.search_reserved))
  const notBackOnSale = flags.filter((f) => !heldCars.has(Number(f.id)) && (f.reserved || f.search_reserved))
  const settled = pending === 0 && lost.length === 0 && notShownReserved.length === 0 && notBackOnSale.length === 0
  return { rows, held, pending, lost, notShownReserved, notBackOnSale, settled }
}

await chaosTest({ run, log, dataDir }, async () => {
  const started = Date.now()
  const prepared = await prepareChaosDatabase({ dataDir, e2eDir, log, dbPort: await freeLowPort(54_600, 200) })
  run.db = prepared.db
  const tenant = (
    await sql(`SELECT id, slug, payments_provider, features_reserve FROM tenants WHERE slug = $1`, [args.tenant])
  ).rows[0]
  if (!tenant) throw new Error(`no tenant '${args.tenant}' in the database`)
  if (tenant.payments_provider !== 'test')
    throw new Error(`${tenant.slug} takes deposits through '${tenant.payments_provider}', not the test processor`)

  const port = await freePort(Number(args.port))
  const baseUrl = `http://127.0.0.1:${port}`
  const host = `${tenant.slug}.localhost:${port}`
  run.server = await startProductionServer({
    env: {
      ...prepared.env,
      // the shoppers each send their own X-Forwarded-For from loopback: believe it, as behind a proxy
      TRUSTED_PROXIES: 'loopback',
      RESERVATION_WORKER: '1',
      // no image worker (a Next process of its own, some 6 CPU-seconds to start): nothing here asks for an image
      IMAGE_WORKER: '0',
      // no warming of the tenant's pages at its first visit: this run checks what the API stores, and ~300 renders
      // would compete with it (and with the stages beside it in `npm test`)
      PAGE_CACHE_BOOT_WARM: 'off',
      RESERVATION_WORKER_INTERVAL_MS: '500',
      TEST_PAYMENTS_WEBHOOK_DELAY_MS: args.delay,
      TEST_PAYMENTS_WEBHOOK_DUPLICATE: '1',
      TEST_PAYMENTS_WEBHOOK_REORDER: '1',
    },
    port,
    logFile: path.join(dataDir, 'server.log'),
  })
  // the tenant's host is resolved once before the chaos, as a running site would have
  await visitHome(baseUrl, host, { log })

  const cars = (await freeCars(baseUrl, host)).slice(0, CARS)
  if (cars.length < CARS) throw new Error(`${tenant.slug} has only ${cars.length} in-stock cars nobody holds`)
  const carIds = cars.map((c) => c.id)
  const shoppers = await signUp(baseUrl, host, SHOPPERS)
  log(
    `server on ${baseUrl} (${((Date.now() - started) / 1000).toFixed(1)} s to ready); ${SHOPPERS} signed-in shoppers ` +
      `after ${CARS} cars of ${host}`,
  )

  // All shoppers, their starts spread over ~2 s; PostgreSQL goes down ~1 s in and comes back ~2.5 s later.
  const runStart = new Date()
  const spread = 2000
  T0 = Date.now()
  answers.length = 0 // the sign-ups' answers do not count
  const outcomes = Promise.all(
    shuffled(shoppers).map((s, k) => sleep((k * spread) / SHOPPERS).then(() => shop(baseUrl, host, s, cars))),
  )
  const window = await bouncePostgres({ run, dataDir, afterMs: 1000, downMs: 2500, t0: T0, log })
  const results = await outcomes
  const reservations = results.flatMap((r) => r.reservations)
  const changedMind = reservations.filter((r) => r.cancelled !== undefined)
  log(
    `shoppers done in ${((Date.now() - T0) / 1000).toFixed(1)} s: ${reservations.length} got a reservation, ` +
      `${reservations.filter((r) => r.paid === 200).length} paid, ${changedMind.length} of them paid and cancelled at once`,
  )
  for (const r of results.filter((o) => o.problem).slice(0, 5)) log(`  ${r.problem}`)

  // Wait until nothing is pending, no deposit is live on an ended reservation and every car shows its state.
  let now = await carsNow(tenant.slug, carIds, runStart)
  const deadline = Date.now() + WAIT_S * 1000
  while (!now.settled && Date.now() < deadline) {
    await sleep(1000)
    now = await carsNow(tenant.slug, carIds, runStart)
  }
  log(`settled ${((Date.now() - T0) / 1000).toFixed(1)} s after the start (${now.pending} still pending)`)
  const { rows, held, lost, notShownReserved, notBackOnSale } = now
  const returned = rows.filter((r) => r.payment === 'cancelled' || r.payment === 'refunded').length
  const doubleHeld = (
    await sql(
      `SELECT r.vehicle_id FROM reservations r WHERE r.vehicle_id = ANY($1::int[]) AND r.status IN ('pending', 'held')
        GROUP BY r.vehicle_id HAVING count(*) > 1`,
      [carIds],
    )
  ).rows.length
  const byReference = new Map(rows.map((r) => [String(r.reference), r]))
  const missing = reservations.filter((r) => !byReference.has(r.reference))
  const paidNotHeld = reservations.filter(
    (r) => r.paid === 200 && r.cancelled === undefined && byReference.get(r.reference)?.status !== 'held',
  )
  // paid and cancelled at once: whichever came first, the reservation ends and its deposit is returned (a cancel
  // retried after a 5xx it had in fact done answers 409: it can no longer be cancelled)
  const cancelledNotEnded = changedMind.filter((r) => {
    const row = byReference.get(r.reference)
    return (r.cancelled !== 200 && r.cancelled !== 409) || !row || row.status === 'held' || row.status === 'pending'
  })
  // a shopper who cancels a held reservation gets it refunded (and the car back on sale); one that ends as expired
  // was cancelled by a request that had read it while still pending
  const staleCancels = Number(
    (
      await sql(
        `SELECT count(*)::int AS n FROM reservations_audit a JOIN reservations r ON r.id = a._parent_id
          WHERE r.vehicle_id = ANY($1::int[]) AND r.created_at >= $2
            AND a."from" = 'held' AND a."to" = 'expired' AND a.actor = 'shopper'`,
        [carIds, runStart],
      )
    ).rows[0]?.n,
  )
  const indexProblem = held[0] ? await uniqueIndexRefuses(Number(held[0].id)) : 'no held reservation to test it on'

  const up = window.up
  const byStatus = tally(answers, (a) => String(a.status))
  // a request sent while PostgreSQL was down or starting may be answered a moment after it is back: it counts as down
  const errorsWhileDown = answers.filter((a) => a.status === 500 && a.sentAt <= up)
  const errorsAfter = answers.filter((a) => a.status === 500 && a.sentAt > up)
  const hangs = answers.filter((a) => a.status === 'timeout').length
  const attempts = results.reduce((n, r) => n + r.tries, 0)

  console.log(
    `attempts ${attempts} · held ${held.length} · refunded/released ${returned} · double-held ${doubleHeld} · lost payments ${lost.length}`,
  )
  const byRoute = errorsWhileDown.length ? ` (${listed(tally(errorsWhileDown, (a) => a.route))})` : ''
  console.log(
    `PostgreSQL down from +${window.down.toFixed(1)} s to +${up.toFixed(1)} s · answers ${listed(byStatus)} · ` +
      `500 to requests sent while it was down ${errorsWhileDown.length}${byRoute}, after ${errorsAfter.length}`,
  )
  /** @type {string[]} */
  const problems = []
  if (doubleHeld !== 0) problems.push(`${doubleHeld} cars with more than one active reservation`)
  if (indexProblem) problems.push(indexProblem)
  if (lost.length !== 0)
    problems.push(
      `${lost.length} deposits live on reservations that are not held (${lost
        .slice(0, 3)
        .map((l) => `${l.reference} ${l.status} ${l.state}`)
        .join(', ')})`,
    )
  if (now.pending !== 0) problems.push(`${now.pending} reservations still pending after ${WAIT_S} s`)
  if (notShownReserved.length) problems.push(`${notShownReserved.length} held cars not shown as reserved`)
  if (notBackOnSale.length) problems.push(`${notBackOnSale.length} cars nobody holds still shown as reserved`)
  if (missing.length) problems.push(`${missing.length} references answered 201 have no row`)
  if (paidNotHeld.length)
    problems.push(`${paidNotHeld.length} paid reservations not held (${paidNotHeld[0]?.reference ?? ''})`)
  if (held.length !== Math.min(CARS, SHOPPERS)) problems.push(`${held.length} holds for ${CARS} cars`)
  if (staleCancels)
    problems.push(
      `${staleCancels} holds cancelled by their shopper ended as expired, not refunded (the cancel had read them as pending)`,
    )
  if (cancelledNotEnded.length)
    problems.push(
      `${cancelledNotEnded.length} reservations paid and cancelled at once did not end (${cancelledNotEnded
        .slice(0, 3)
        .map((r) => `${r.reference} cancel ${r.cancelled}, now ${byReference.get(r.reference)?.status}`)
        .join(', ')})`,
    )
  const gaveUp = results.filter((r) => r.problem)
  if (gaveUp.length) problems.push(`${gaveUp.length} shoppers ended without a final answer`)
  if (errorsAfter.length)
    problems.push(
      `${errorsAfter.length} requests sent after the database was back were answered 500 (${errorsAfter
        .slice(0, 5)
        .map((a) => `${a.route} sent +${a.sentAt.toFixed(1)} s, answered +${a.answeredAt.toFixed(1)} s`)
        .join('; ')})`,
    )
  if (hangs) problems.push(`${hangs} requests hung (no answer in ${TIMEOUT_MS / 1000} s)`)

  // the cars go back on sale: each hold is cancelled by its shopper
  const holders = reservations.filter((r) => byReference.get(r.reference)?.status === 'held')
  let cancelled = 0
  for (const r of holders) {
    const res = await send(baseUrl, host, r.shopper, `/api/reserve/${r.reference}/cancel`, {})
    if (res.status === 200) cancelled++
  }
  if (cancelled !== holders.length) problems.push(`${holders.length - cancelled} holds could not be cancelled`)
  let after = await carsNow(tenant.slug, carIds, runStart)
  for (let i = 0; i < 15 && !after.settled; i++) {
    await sleep(1000)
    after = await carsNow(tenant.slug, carIds, runStart)
  }
  if (after.held.length || after.notBackOnSale.length || after.lost.length)
    problems.push(
      `after the cancels: ${after.held.length} still held, ${after.notBackOnSale.length} cars not back on sale, ` +
        `${after.lost.length} deposits not returned`,
    )
  log(
    `cancelled ${cancelled} of ${holders.length} holds, ${CARS - after.notBackOnSale.length} of ${CARS} cars on sale ` +
      `again; ${((Date.now() - started) / 1000).toFixed(1)} s in all`,
  )

  return { problems, ok: 'one hold per car, every paid car held and shown reserved, no deposit kept for nothing' }
})
