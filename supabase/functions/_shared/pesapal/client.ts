// A Pesapal API 3.0 client: the bearer token from Auth/RequestToken, cached until shortly before its
// five minutes run out; the IPN URL registered once per account (GetIpnList first, to reuse one) and
// its id kept in the database; SubmitOrderRequest; GetTransactionStatus. Sandbox, live or the local
// stand-in's embedded sandbox by configuration (see ./config.ts).
import type { PesapalConfig } from './config.ts'
import type { IpnAnswer, OrderAnswer, OrderRequest, TokenAnswer, TransactionStatus } from './types.ts'

/** Pesapal could not be reached at all (network, DNS, time-out). */
export class PesapalUnreachable extends Error {}
/** Pesapal answered, but with an error. */
export class PesapalRefused extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message)
  }
}

/** Where the IPN id of an account is kept between cold starts (the database, in production). */
export interface IpnIdStore {
  get(key: string): Promise<string | null>
  put(key: string, ipnId: string): Promise<void>
}

const TOKEN_MARGIN_MS = 60_000
const TIMEOUT_MS = 20_000

export function createPesapalClient(config: PesapalConfig, ipnIds: IpnIdStore) {
  let token: { value: string; renewAt: number } | null = null
  let tokenRequest: Promise<string> | null = null
  const ipnIdCache = new Map<string, string>()

  async function request<T>(path: string, init: RequestInit, auth: string | null): Promise<T> {
    let response: Response
    try {
      response = await fetch(`${config.baseUrl}${path}`, {
        ...init,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          ...(auth ? { Authorization: `Bearer ${auth}` } : {}),
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch (error) {
      throw new PesapalUnreachable(`Pesapal ${path}: ${error instanceof Error ? error.message : String(error)}`)
    }
    const text = await response.text()
    let body: unknown = null
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      throw new PesapalRefused(`Pesapal ${path} answered ${response.status} without JSON`, null)
    }
    if (response.status === 401) {
      token = null
      throw new PesapalRefused(`Pesapal ${path}: unauthorised`, 'unauthorised')
    }
    if (!response.ok) throw new PesapalRefused(`Pesapal ${path} answered ${response.status}`, null)
    const failure =
      !Array.isArray(body) && body && typeof body === 'object' ? (body as { error?: unknown; status?: unknown }) : null
    const error = failure?.error as { code?: string; message?: string } | null | undefined
    if (failure && ((error && (error.code || error.message)) || (failure.status && String(failure.status) !== '200'))) {
      throw new PesapalRefused(
        `Pesapal ${path}: ${error?.message ?? `status ${String(failure.status)}`}`,
        error?.code ?? null,
      )
    }
    return body as T
  }

  async function accessToken(): Promise<string> {
    if (token && Date.now() < token.renewAt) return token.value
    tokenRequest ??= request<TokenAnswer>(
      '/api/Auth/RequestToken',
      {
        method: 'POST',
        body: JSON.stringify({ consumer_key: config.consumerKey, consumer_secret: config.consumerSecret }),
      },
      null,
    )
      .then((answer) => {
        if (!answer.token) throw new PesapalRefused('Pesapal gave no token', null)
        const expiry = answer.expiryDate ? Date.parse(answer.expiryDate) : Number.NaN
        // The token lives five minutes; renew a minute early (or after four minutes if no expiry is given).
        const lifetimeEnd = Number.isFinite(expiry) ? expiry : Date.now() + 5 * 60_000
        token = { value: answer.token, renewAt: Math.min(lifetimeEnd, Date.now() + 5 * 60_000) - TOKEN_MARGIN_MS }
        return answer.token
      })
      .finally(() => {
        tokenRequest = null
      })
    return tokenRequest
  }

  const authed = async <T>(path: string, init: RequestInit) => request<T>(path, init, await accessToken())

  /** The id Pesapal knows our IPN URL by: cached, else stored, else listed, else registered now. */
  async function ipnId(): Promise<string> {
    const key = `pesapal_ipn:${config.baseUrl}:${config.consumerKey}:${config.ipnUrl}:${config.ipnType}`
    const cached = ipnIdCache.get(key) ?? (await ipnIds.get(key))
    if (cached) {
      ipnIdCache.set(key, cached)
      return cached
    }
    const listed = await authed<IpnAnswer[]>('/api/URLSetup/GetIpnList', { method: 'GET' })
    const same = (Array.isArray(listed) ? listed : []).find(
      (ipn) =>
        ipn.url === config.ipnUrl &&
        (!ipn.ipn_notification_type_description ||
          ipn.ipn_notification_type_description.toUpperCase() === config.ipnType),
    )
    const id =
      same?.ipn_id ??
      (
        await authed<IpnAnswer>('/api/URLSetup/RegisterIPN', {
          method: 'POST',
          body: JSON.stringify({ url: config.ipnUrl, ipn_notification_type: config.ipnType }),
        })
      ).ipn_id
    if (!id) throw new PesapalRefused('Pesapal gave no ipn_id', null)
    await ipnIds.put(key, id)
    ipnIdCache.set(key, id)
    return id
  }

  return {
    config,
    accessToken,
    ipnId,
    async submitOrder(
      order: Omit<OrderRequest, 'notification_id'>,
    ): Promise<OrderAnswer & { redirect_url: string; order_tracking_id: string }> {
      const answer = await authed<OrderAnswer>('/api/Transactions/SubmitOrderRequest', {
        method: 'POST',
        body: JSON.stringify({ ...order, notification_id: await ipnId() }),
      })
      if (!answer.redirect_url || !answer.order_tracking_id)
        throw new PesapalRefused('Pesapal gave no redirect_url', null)
      return answer as OrderAnswer & { redirect_url: string; order_tracking_id: string }
    },
    async transactionStatus(orderTrackingId: string): Promise<TransactionStatus> {
      return authed<TransactionStatus>(
        `/api/Transactions/GetTransactionStatus?orderTrackingId=${encodeURIComponent(orderTrackingId)}`,
        { method: 'GET' },
      )
    },
  }
}

export type PesapalClient = ReturnType<typeof createPesapalClient>
