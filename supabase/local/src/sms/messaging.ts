// Africa's Talking's bulk SMS endpoint as the sandbox answers it: `POST /version1/messaging`, a form
// (`username`, `to` — numbers separated by commas —, `message`, optional `from`) with the account's key
// in the `apiKey` header; the answer `201 {SMSMessageData: {Message, Recipients: [{statusCode, number,
// status, cost, messageId}]}}`, one recipient per number: 101 "Success" for a number in international
// form, 403 "InvalidPhoneNumber" (nothing sent, nothing charged) for any other.
import { randomBytes } from 'node:crypto'
import { smsSegments } from './segments.ts'

export interface MessagingRequest {
  username: string
  to: string[]
  message: string
  from: string | null
}

export interface Recipient {
  statusCode: number
  number: string
  status: string
  cost: string
  messageId: string
}

/** What the sandbox charges a message part; Africa's Talking's own rate depends on the network. */
const UGX_PER_PART = 35

const E164 = /^\+[1-9][0-9]{7,14}$/

/** The form's fields, or the words of Africa's Talking's refusal of a form that misses one. */
export function parseMessagingForm(form: URLSearchParams): MessagingRequest | { refusal: string } {
  const field = (name: string) => form.get(name)?.trim() ?? ''
  for (const name of ['username', 'to', 'message']) {
    if (!field(name)) return { refusal: `Request is missing required form field '${name}'` }
  }
  const to = field('to')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)
  return { username: field('username'), to, message: form.get('message') ?? '', from: field('from') || null }
}

export const newMessageId = () => `ATXid_${randomBytes(16).toString('hex')}`

export function acceptedRecipient(number: string, message: string, messageId: string): Recipient {
  const cost = UGX_PER_PART * smsSegments(message)
  return { statusCode: 101, number, status: 'Success', cost: `UGX ${cost.toFixed(4)}`, messageId }
}

export function refusedRecipient(number: string): Recipient {
  return { statusCode: 403, number, status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' }
}

export const isInternationalNumber = (number: string) => E164.test(number)

export function messagingAnswer(recipients: Recipient[]) {
  const sent = recipients.filter((r) => r.statusCode === 101)
  const total = sent.reduce((sum, r) => sum + Number(r.cost.replace(/^UGX /, '')), 0)
  return {
    SMSMessageData: {
      Message: `Sent to ${sent.length}/${recipients.length} Total Cost: ${sent.length ? `UGX ${total.toFixed(4)}` : '0'}`,
      Recipients: recipients,
    },
  }
}
