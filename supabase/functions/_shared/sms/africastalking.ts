// The one way for the functions to send an SMS: Africa's Talking's SMS API (`POST /version1/messaging`,
// a form of `username`, `to`, `message` and optional `from`, the account's key in the `apiKey` header;
// the answer `SMSMessageData.Recipients[]`, one per number, with `statusCode`, `status`, `messageId` and
// `cost`). On a hosted project AFRICASTALKING_USERNAME and AFRICASTALKING_API_KEY are required: without
// them nothing is sent and the error names the missing one. On the local stand-in they default to the
// stand-in's SMS sandbox (`${SUPABASE_URL}/sms`, with the project's secret key), shown at `/sms`.
import { env, supabaseUrl } from '../env.ts'
import { secretKey } from '../keys.ts'
import { localMode, setting } from '../settings.ts'

export interface Sms {
  /** E.164, e.g. +256772123456. */
  to: string
  message: string
}

/** Africa's Talking's word for the message: its id, status ("Success") and cost ("UGX 35.0000"). */
export interface SmsReceipt {
  messageId: string
  status: string
  cost: string
}

export class SmsError extends Error {
  /** The recipient's status when Africa's Talking answered one ("InsufficientBalance"), else null. */
  constructor(
    message: string,
    readonly status: string | null = null,
  ) {
    super(message)
  }
}

export interface SmsSender {
  send(sms: Sms): Promise<SmsReceipt>
}

/** 100 Processed, 101 Sent, 102 Queued; every other code is a message that did not go. */
const ACCEPTED = new Set([100, 101, 102])

const LIVE = 'https://api.africastalking.com'
const SANDBOX = 'https://api.sandbox.africastalking.com'

export interface AfricasTalkingConfig {
  username: string
  apiKey: string
  from: string | null
  endpoint: string
}

/** The account and where its API answers; MissingSettingError on a hosted project without credentials. */
export function africasTalkingConfig(): AfricasTalkingConfig {
  const onStandIn = localMode() && !env('AFRICASTALKING_USERNAME')
  const username = setting('AFRICASTALKING_USERNAME', () => 'sandbox')
  const apiKey = setting('AFRICASTALKING_API_KEY', secretKey)
  const base =
    env('AFRICASTALKING_API_URL') ?? (onStandIn ? `${supabaseUrl()}/sms` : username === 'sandbox' ? SANDBOX : LIVE)
  return {
    username,
    apiKey,
    from: env('AFRICASTALKING_SENDER_ID') ?? null,
    endpoint: `${base.replace(/\/+$/, '')}/version1/messaging`,
  }
}

interface Recipient {
  statusCode?: unknown
  number?: unknown
  status?: unknown
  cost?: unknown
  messageId?: unknown
}

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value))

/** Africa's Talking's answer for `to`: its receipt when the message went, else an SmsError saying why. */
export function readAnswer(to: string, body: unknown): SmsReceipt {
  const data = (body as { SMSMessageData?: { Message?: unknown; Recipients?: unknown } } | null)?.SMSMessageData
  const recipients = Array.isArray(data?.Recipients) ? (data.Recipients as Recipient[]) : null
  if (!recipients)
    throw new SmsError(`Africa's Talking answered without recipients: ${JSON.stringify(body)?.slice(0, 300)}`)
  const recipient = recipients.find((r) => r.number === to) ?? (recipients.length === 1 ? recipients[0] : undefined)
  if (!recipient)
    throw new SmsError(`Africa's Talking sent nothing: ${text(data?.Message).slice(0, 300) || 'no reason given'}`)
  const code = Number(recipient.statusCode)
  const status = text(recipient.status)
  if (!ACCEPTED.has(code))
    throw new SmsError(`Africa's Talking refused the message: ${status} (${code})`, status || null)
  return { messageId: text(recipient.messageId), status, cost: text(recipient.cost) }
}

export function smsSender(config: AfricasTalkingConfig = africasTalkingConfig()): SmsSender {
  return {
    async send(sms) {
      const form = new URLSearchParams({ username: config.username, to: sms.to, message: sms.message })
      if (config.from) form.set('from', config.from)
      let response: Response
      try {
        response = await fetch(config.endpoint, {
          method: 'POST',
          headers: {
            apiKey: config.apiKey,
            Accept: 'application/json',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: form,
          signal: AbortSignal.timeout(15_000),
        })
      } catch (error) {
        throw new SmsError(`Africa's Talking unreachable: ${error instanceof Error ? error.message : String(error)}`)
      }
      const answer = await response.text()
      if (!response.ok) throw new SmsError(`Africa's Talking answered ${response.status}: ${answer.slice(0, 300)}`)
      let body: unknown
      try {
        body = JSON.parse(answer)
      } catch {
        throw new SmsError(`Africa's Talking answered ${response.status} without JSON: ${answer.slice(0, 300)}`)
      }
      return readAnswer(sms.to, body)
    },
  }
}
