/**
 * A local stand-in for the part of Stripe's API the deposit provider uses, answering Stripe's documented response
 * shapes: POST /v1/payment_intents, GET /v1/payment_intents/:id (expand latest_charge), POST
 * /v1/payment_intents/:id/cancel, POST /v1/payment_intents/:id/capture and POST /v1/refunds. Bodies arrive
 * form-encoded as the stripe client sends them; a repeated Idempotency-Key replays the first answer (and is an
 * idempotency_error on another endpoint or other parameters, as at Stripe). Every request is recorded.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  path: string
  query: URLSearchParams
  form: URLSearchParams
  idempotencyKey: string | null
  authorization: string | null
}

interface Answer {
  status: number
  body: unknown
}

type Intent = Record<string, unknown> & { id: string; status: string; amount: number; latest_charge: string | null }
type Charge = Record<string, unknown> & { id: string; amount_captured: number }

const CANCELABLE = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action']

const id = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`

const stripeError = (status: number, type: string, message: string, code?: string): Answer => ({
  status,
  body: { error: { type, message, ...(code ? { code } : {}) } },
})

export interface FakeStripe {
  url: string
  requests: RecordedRequest[]
  intents: Map<string, Intent>
  /** What the browser would do with Stripe.js: confirm the card (held), or a decline with its message. */
  confirm(ref: string, outcome: { declined?: string }): void
  /** The next request is answered with this instead (then the fixture answers normally again). */
  failNext(answer: Answer): void
  /** Staff capturing in Stripe's dashboard: the held PaymentIntent succeeds with a charge. */
  captureNow(ref: string): void
  /** Called with each request before it is answered. */
  onRequest: ((request: RecordedRequest) => void) | null
  close(): Promise<void>
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = []
  const intents = new Map<string, Intent>()
  const charges = new Map<string, Charge>()
  const replays = new Map<string, { endpoint: string; answer: Answer }>()
  let injected: Answer | null = null

  const unexpectedState = (intent: Intent) =>
    stripeError(
      400,
      'invalid_request_error',
      `This PaymentIntent's status is ${intent.status}.`,
      'payment_intent_unexpected_state',
    )

  function withCharge(intent: Intent, expand: string[]): Intent {
    if (!expand.includes('latest_charge') || !intent.latest_charge) return intent
    return { ...intent, latest_charge: charges.get(intent.latest_charge) as never }
  }

  function captureIntent(intent: Intent): void {
    const charge: Charge = {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      captured: true,
      currency: 'aud',
      payment_intent: intent.id,
      refunded: false,
      status: 'succeeded',
    }
    charges.set(charge.id, charge)
    Object.assign(intent, {
      status: 'succeeded',
      amount_capturable: 0,
      amount_received: intent.amount,
      latest_charge: charge.id,
    })
  }

  function route(request: RecordedRequest): Answer {
    const { method, path, form, query } = request
    if (method === 'POST' && path === '/v1/payment_intents') {
      const ref = id('pi')
      const metadata: Record<string, string> = {}
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key)
        if (match?.[1]) metadata[match[1]] = value
      }
      const intent: Intent = {
        id: ref,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        amount_capturable: 0,
        amount_received: 0,
        automatic_payment_methods: { enabled: form.get('automatic_payment_methods[enabled]') === 'true' },
        canceled_at: null,
        capture_method: form.get('capture_method') ?? 'automatic_async',
        client_secret: `${ref}_secret_${crypto.randomBytes(8).toString('hex')}`,
        created: Math.floor(Date.now() / 1000),
        currency: form.get('currency'),
        description: form.get('description'),
        last_payment_error: null,
        latest_charge: null,
        livemode: false,
        metadata,
        receipt_email: form.get('receipt_email'),
        status: 'requires_payment_method',
      }
      intents.set(ref, intent)
      return { status: 200, body: intent }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.get('payment_intent') ?? '')
      if (!intent) return stripeError(404, 'invalid_request_error', 'No such payment_intent', 'resource_missing')
      const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined
      if (intent.status !== 'succeeded' || !charge) return unexpectedState(intent)
      if (charge.refunded)
        return stripeError(400, 'invalid_request_error', 'Already refunded', 'charge_already_refunded')
      Object.assign(charge, { amount_refunded: charge.amount_captured, refunded: true })
      const refund = { id: id('re'), object: 'refund', amount: charge.amount_captured, status: 'succeeded' }
      return { status: 200, body: { ...refund, charge: charge.id, currency: 'aud', payment_intent: intent.id } }
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(cancel|capture))?$/.exec(path)
    const intent = match?.[1] ? intents.get(match[1]) : undefined
    if (!match || !intent) {
      return stripeError(404, 'invalid_request_error', `No such payment_intent: '${match?.[1]}'`, 'resource_missing')
    }
    const expand = [...query.entries(), ...form.entries()].filter(([k]) => k.startsWith('expand[')).map(([, v]) => v)
    if (method === 'GET' && !match[2]) return { status: 200, body: withCharge(intent, expand) }
    if (method === 'POST' && match[2] === 'cancel') {
      if (!CANCELABLE.includes(intent.status)) return unexpectedState(intent)
      Object.assign(intent, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000), amount_capturable: 0 })
      return { status: 200, body: intent }
    }
    if (method === 'POST' && match[2] === 'capture') {
      if (intent.status !== 'requires_capture') return unexpectedState(intent)
      captureIntent(intent)
      return { status: 200, body: intent }
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`)
  }

  function answer(request: RecordedRequest): Answer {
    fake.onRequest?.(request)
    if (injected) {
      const next = injected
      injected = null
      return next
    }
    const key = request.idempotencyKey
    if (!key || request.method !== 'POST') return route(request)
    const endpoint = `${request.method} ${request.path} ${request.form.toString()}`
    const seen = replays.get(key)
    if (seen) {
      if (seen.endpoint === endpoint) return seen.answer
      return stripeError(400, 'idempotency_error', 'Keys for idempotent requests can only be used once per request')
    }
    const fresh = route(request)
    replays.set(key, { endpoint, answer: fresh })
    return fresh
  }

  const fake: FakeStripe = {
    url: '',
    requests,
    intents,
    onRequest: null,
    confirm(ref, outcome) {
      const intent = intents.get(ref)
      if (!intent) throw new Error(`no intent ${ref}`)
      if (outcome.declined) {
        const error = { type: 'card_error', code: 'card_declined', message: outcome.declined }
        Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error })
      } else {
        Object.assign(intent, {
          status: 'requires_capture',
          amount_capturable: intent.amount,
          last_payment_error: null,
        })
      }
    },
    captureNow(ref) {
      const intent = intents.get(ref)
      if (intent?.status !== 'requires_capture') throw new Error(`intent ${ref} is not held`)
      captureIntent(intent)
    },
    failNext(next) {
      injected = next
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake-stripe')
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
        idempotencyKey: req.headers['idempotency-key']?.toString() ?? null,
        authorization: req.headers.authorization ?? null,
      }
      requests.push(request)
      const { status, body } = answer(request)
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') })
      res.end(JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return fake
}
