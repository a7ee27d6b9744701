// The sandbox's state, in the stand-in's own schema (never exposed over REST): registered IPN URLs,
// submitted orders with their payment state, and every IPN it delivered. Kept across restarts.
import { lazySchema } from '../db/lazy-schema.ts'
import type { Database } from '../db/types.ts'
import { isPgError } from '../db/types.ts'

export type SandboxStatus = 'pending' | 'completed' | 'failed' | 'reversed'
export type NotificationType = 'GET' | 'POST'

export interface IpnRow {
  ipn_id: string
  consumer_key: string
  url: string
  notification_type: NotificationType
  created_at: string
}

export interface BillingAddress {
  email_address?: string | null
  phone_number?: string | null
  country_code?: string | null
  first_name?: string | null
  middle_name?: string | null
  last_name?: string | null
  line_1?: string | null
  line_2?: string | null
  city?: string | null
  state?: string | null
  postal_code?: string | null
  zip_code?: string | null
}

export interface OrderRow {
  order_tracking_id: string
  consumer_key: string
  merchant_reference: string
  currency: string
  amount: string
  description: string
  callback_url: string
  cancellation_url: string | null
  notification_id: string
  billing_address: BillingAddress
  status: SandboxStatus
  payment_method: string | null
  payment_account: string | null
  confirmation_code: string | null
  status_description: string | null
  complete_at: string | null
  created_at: string
}

export interface NewOrder {
  consumerKey: string
  merchantReference: string
  currency: string
  amount: number
  description: string
  callbackUrl: string
  cancellationUrl: string | null
  notificationId: string
  billingAddress: BillingAddress
}

export interface Outcome {
  status: SandboxStatus
  paymentMethod: string | null
  paymentAccount: string | null
  confirmationCode: string | null
  description: string | null
  /** Pending now, completed at this time (mobile money confirming later). */
  completeAt?: Date | null
}

const schemaSql = `
  create schema if not exists supabase_local;
  revoke all on schema supabase_local from public;
  create table if not exists supabase_local.pesapal_ipns (
    ipn_id uuid primary key default gen_random_uuid(),
    consumer_key text not null,
    url text not null,
    notification_type text not null check (notification_type in ('GET', 'POST')),
    created_at timestamptz not null default clock_timestamp()
  );
  create table if not exists supabase_local.pesapal_orders (
    order_tracking_id uuid primary key default gen_random_uuid(),
    consumer_key text not null,
    merchant_reference text not null,
    currency text not null,
    amount numeric(14, 2) not null,
    description text not null,
    callback_url text not null,
    cancellation_url text,
    notification_id uuid not null,
    billing_address jsonb not null,
    status text not null default 'pending' check (status in ('pending', 'completed', 'failed', 'reversed')),
    payment_method text,
    payment_account text,
    confirmation_code text,
    status_description text,
    complete_at timestamptz,
    created_at timestamptz not null default clock_timestamp(),
    updated_at timestamptz not null default clock_timestamp(),
    unique (consumer_key, merchant_reference)
  );
  create table if not exists supabase_local.pesapal_ipn_deliveries (
    id bigint generated always as identity primary key,
    order_tracking_id uuid not null,
    method text not null,
    url text not null,
    status_code integer,
    acknowledged boolean not null,
    response text,
    created_at timestamptz not null default clock_timestamp()
  );`

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
const orderColumns = `order_tracking_id::text, consumer_key, merchant_reference, currency, amount::text, description,
  callback_url, cancellation_url, notification_id::text, billing_address, status, payment_method, payment_account,
  confirmation_code, status_description, ${iso('complete_at')} as complete_at, ${iso('created_at')} as created_at`
const ipnColumns = `ipn_id::text, consumer_key, url, notification_type, ${iso('created_at')} as created_at`

export class DuplicateReferenceError extends Error {}

export function createSandboxStore(db: Database) {
  const ensure = lazySchema(db, schemaSql)
  const uuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)

  return {
    ensure,
    async registerIpn(consumerKey: string, url: string, type: NotificationType): Promise<IpnRow> {
      await ensure()
      const { rows } = await db.query<IpnRow>(
        `insert into supabase_local.pesapal_ipns (consumer_key, url, notification_type) values ($1, $2, $3)
         returning ${ipnColumns}`,
        [consumerKey, url, type],
      )
      return rows[0] as IpnRow
    },
    async listIpns(consumerKey: string): Promise<IpnRow[]> {
      await ensure()
      const { rows } = await db.query<IpnRow>(
        `select ${ipnColumns} from supabase_local.pesapal_ipns where consumer_key = $1 order by created_at`,
        [consumerKey],
      )
      return rows
    },
    async ipn(consumerKey: string, ipnId: string): Promise<IpnRow | null> {
      await ensure()
      if (!uuid(ipnId)) return null
      const { rows } = await db.query<IpnRow>(
        `select ${ipnColumns} from supabase_local.pesapal_ipns where consumer_key = $1 and ipn_id = $2`,
        [consumerKey, ipnId],
      )
      return rows[0] ?? null
    },
    async submit(order: NewOrder): Promise<OrderRow> {
      await ensure()
      try {
        const { rows } = await db.query<OrderRow>(
          `insert into supabase_local.pesapal_orders (consumer_key, merchant_reference, currency, amount, description,
             callback_url, cancellation_url, notification_id, billing_address)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${orderColumns}`,
          [
            order.consumerKey,
            order.merchantReference,
            order.currency,
            order.amount,
            order.description,
            order.callbackUrl,
            order.cancellationUrl,
            order.notificationId,
            JSON.stringify(order.billingAddress),
          ],
        )
        return rows[0] as OrderRow
      } catch (error) {
        if (isPgError(error) && error.code === '23505') throw new DuplicateReferenceError(order.merchantReference)
        throw error
      }
    },
    async order(trackingId: string): Promise<OrderRow | null> {
      await ensure()
      if (!uuid(trackingId)) return null
      const { rows } = await db.query<OrderRow>(
        `select ${orderColumns} from supabase_local.pesapal_orders where order_tracking_id = $1`,
        [trackingId],
      )
      return rows[0] ?? null
    },
    /** Records the tester's choice; only a pending order (or a failed one, tried again) changes. */
    async settle(trackingId: string, outcome: Outcome): Promise<OrderRow | null> {
      await ensure()
      const { rows } = await db.query<OrderRow>(
        `update supabase_local.pesapal_orders
            set status = $2, payment_method = $3, payment_account = $4, confirmation_code = $5,
                status_description = $6, complete_at = $7, updated_at = clock_timestamp()
          where order_tracking_id = $1 and status in ('pending', 'failed')
          returning ${orderColumns}`,
        [
          trackingId,
          outcome.status,
          outcome.paymentMethod,
          outcome.paymentAccount,
          outcome.confirmationCode,
          outcome.description,
          outcome.completeAt ?? null,
        ],
      )
      return rows[0] ?? null
    },
    /** Mobile money confirmations that are due: pending orders whose completion time has come. */
    async dueConfirmations(): Promise<OrderRow[]> {
      await ensure()
      const { rows } = await db.query<OrderRow>(
        `select ${orderColumns} from supabase_local.pesapal_orders
          where status = 'pending' and complete_at is not null order by complete_at`,
      )
      return rows
    },
    async confirm(trackingId: string): Promise<OrderRow | null> {
      await ensure()
      const { rows } = await db.query<OrderRow>(
        `update supabase_local.pesapal_orders
            set status = 'completed', complete_at = null, updated_at = clock_timestamp()
          where order_tracking_id = $1 and status = 'pending' and complete_at is not null
          returning ${orderColumns}`,
        [trackingId],
      )
      return rows[0] ?? null
    },
    async recordDelivery(d: {
      trackingId: string
      method: string
      url: string
      status: number | null
      acknowledged: boolean
      response: string | null
    }) {
      await ensure()
      await db.query(
        `insert into supabase_local.pesapal_ipn_deliveries (order_tracking_id, method, url, status_code, acknowledged, response)
         values ($1, $2, $3, $4, $5, $6)`,
        [d.trackingId, d.method, d.url, d.status, d.acknowledged, d.response?.slice(0, 2000) ?? null],
      )
    },
    async deliveries(trackingId: string) {
      await ensure()
      if (!uuid(trackingId)) return []
      const { rows } = await db.query<{
        method: string
        url: string
        status_code: number | null
        acknowledged: boolean
        response: string | null
      }>(
        `select method, url, status_code, acknowledged, response from supabase_local.pesapal_ipn_deliveries
          where order_tracking_id = $1 order by id`,
        [trackingId],
      )
      return rows
    },
  }
}

export type SandboxStore = ReturnType<typeof createSandboxStore>
