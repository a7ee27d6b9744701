// Sixty days of a believable shop: who ordered what, when, from which outlet, how they paid, who
// delivered it. Priced with the same rule the server uses (shared/src/pricing), placed in Kampala's
// business hours, with a weekly rhythm and slow growth, with today's orders still moving.
import { isInUganda } from '@shop/shared/geo'
import { DEFAULT_PRICING_SETTINGS, quoteCart } from '@shop/shared/pricing'
import type { SeedProduct } from './data/catalogue.ts'
import type { SeedPerson } from './data/people.ts'
import { NEIGHBOURHOODS, type Neighbourhood, type SeedOutlet } from './data/places.ts'
import type { SeededRandom } from './random.ts'
import { seedUuid } from './sql.ts'

export const HISTORY_DAYS = 60
export const COUPONS: Record<string, number> = { WELCOME10: 10, SUMMER20: 20, MEAT15: 15, FREESHIP: 5 }

type Method = 'mtn_money' | 'airtel_money' | 'card' | 'cash_on_delivery'
type Status = 'pending' | 'processing' | 'assigned' | 'picked_up' | 'delivered' | 'cancelled'
type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded'

export interface HistoricLine {
  productId: string
  name: string
  quantity: number
  price: number
}

export interface HistoricPayment {
  id: string
  reference: string
  trackingId: string
  status: PaymentStatus
  description: string
  confirmationCode: string | null
  /** Minutes after the order was placed. */
  after: number
}

export interface HistoricOrder {
  id: string
  userId: string
  outletId: string
  riderId: string | null
  status: Status
  paymentStatus: PaymentStatus
  method: Method
  subtotal: number
  discount: number
  fee: number
  total: number
  coupon: string | null
  address: Record<string, string>
  latitude: number
  longitude: number
  instructions: string | null
  cancellationReason: string | null
  daysAgo: number
  /** Minute of the Kampala day it was placed (for today: the share of the day so far, out of 1440). */
  minuteOfDay: number
  /** Minutes after placement of each step, null when it did not happen. */
  assignAfter: number | null
  pickupAfter: number | null
  deliverAfter: number | null
  cancelAfter: number | null
  tip: number | null
  lines: HistoricLine[]
  payments: HistoricPayment[]
}

export interface Customer {
  id: string
  person: SeedPerson
  home: Neighbourhood
  /** Relative order frequency: regulars order more. */
  weight: number
}

export interface Rider {
  id: string
  weight: number
  /** Days ago the rider stopped working (deactivated), if so. */
  leftDaysAgo?: number
}

export interface HistoryInput {
  products: (SeedProduct & { id: string })[]
  outlets: (SeedOutlet & { id: string })[]
  customers: Customer[]
  demoCustomerId: string
  riders: Rider[]
  demoRiderId: string
  /** The outlet the demo manager works at: some of today's orders go there. */
  demoOutletId: string
}

const CATEGORY_POPULARITY: Record<string, number> = {
  sausages: 5,
  'fresh-beef': 5,
  poultry: 4,
  'mince-and-burgers': 4,
  goat: 3,
  'cold-cuts': 3,
  'ready-to-grill': 2,
  pork: 2,
}

const INSTRUCTIONS = [
  'Call when you reach the gate.',
  'Leave it with the askari at the gate.',
  'Blue gate opposite the church.',
  'Third floor, apartment 3B.',
  'Please come after 5 PM.',
  'Ask for me at the reception.',
]

export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180
  const h =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** How many orders came in `daysAgo` days ago: growing slowly, with a weekly rhythm (two busy days). */
function ordersOn(r: SeededRandom, daysAgo: number): number {
  const weekly = [0.7, 0.9, 0.95, 1, 1.05, 1.25, 1.45][daysAgo % 7] as number
  const trend = 11 + (HISTORY_DAYS - daysAgo) * 0.12
  return Math.max(4, Math.round(trend * weekly + r.int(-3, 3)))
}

export function generateHistory(r: SeededRandom, input: HistoryInput): HistoricOrder[] {
  const activeOutlets = input.outlets.filter((o) => o.isActive)
  const productChoices = input.products.map((p) => [p, CATEGORY_POPULARITY[p.category] ?? 1] as const)
  const customerChoices = input.customers.map((c) => [c, c.weight] as const)
  const orders: HistoricOrder[] = []
  let sequence = 0
  let demoRiderAssignedToday = false

  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const count = daysAgo === 0 ? 14 : ordersOn(r, daysAgo)
    const minutes = Array.from({ length: count }, () =>
      daysAgo === 0
        ? r.int(30, 1400)
        : r.weighted([
            [r.int(8 * 60, 11 * 60), 3],
            [r.int(11 * 60, 14 * 60), 4],
            [r.int(14 * 60, 18 * 60), 4],
            [r.int(18 * 60, 20 * 60), 2],
          ]),
    ).sort((a, b) => a - b)

    minutes.forEach((minuteOfDay, indexInDay) => {
      sequence++
      // The demo customer orders about once a week, and once today.
      const isDemoTurn = (daysAgo % 7 === 3 && indexInDay === 2) || (daysAgo === 0 && indexInDay === count - 1)
      const customer = isDemoTurn
        ? (input.customers.find((c) => c.id === input.demoCustomerId) as Customer)
        : r.weighted(customerChoices)
      // Today, a few of the orders go to the demo manager's outlet whatever the address.
      const toDemoOutlet = daysAgo === 0 && indexInDay % 3 === 0
      const home = toDemoOutlet
        ? nearestNeighbourhood(input.outlets.find((o) => o.id === input.demoOutletId))
        : customer.home
      let latitude = home.latitude + (r.next() - 0.5) * 0.008
      let longitude = home.longitude + (r.next() - 0.5) * 0.008
      if (!isInUganda(latitude, longitude)) [latitude, longitude] = [home.latitude, home.longitude]
      const outlet = activeOutlets.reduce((best, o) =>
        haversineKm(o.latitude, o.longitude, latitude, longitude) <
        haversineKm(best.latitude, best.longitude, latitude, longitude)
          ? o
          : best,
      )

      const lineCount = r.weighted([
        [1, 30],
        [2, 35],
        [3, 22],
        [4, 10],
        [5, 3],
      ] as const)
      const chosen: (SeedProduct & { id: string })[] = []
      while (chosen.length < lineCount) {
        const p = r.weighted(productChoices)
        if (!chosen.includes(p)) chosen.push(p)
      }
      const lines = chosen.map((p) => ({
        productId: p.id,
        name: p.name,
        price: p.price,
        discountPrice: p.discountPrice ?? null,
        quantity: r.weighted([
          [1, 55],
          [2, 30],
          [3, 12],
          [4, 3],
        ] as const),
      }))
      const coupon = r.chance(0.12)
        ? r.weighted([
            ['WELCOME10', 45],
            ['MEAT15', 25],
            ['SUMMER20', 15],
            ['FREESHIP', 15],
          ] as const)
        : null
      const quote = quoteCart(
        lines.map((l) => ({
          productId: l.productId,
          price: l.price,
          discountPrice: l.discountPrice,
          quantity: l.quantity,
        })),
        coupon ? (COUPONS[coupon] ?? null) : null,
        DEFAULT_PRICING_SETTINGS,
      )
      const method = r.weighted([
        ['cash_on_delivery', 42],
        ['mtn_money', 30],
        ['airtel_money', 16],
        ['card', 12],
      ] as const)
      const id = seedUuid('order', String(sequence))
      const order: HistoricOrder = {
        id,
        userId: customer.id,
        outletId: outlet.id,
        riderId: null,
        status: 'delivered',
        paymentStatus: 'pending',
        method,
        subtotal: quote.subtotal,
        discount: quote.discountAmount,
        fee: quote.deliveryFee,
        total: quote.totalAmount,
        coupon,
        address: {
          full_name: customer.person.fullName,
          email: customer.person.email,
          phone: customer.person.phone,
          street: `Plot ${r.int(1, 240)}, ${home.street}`,
          city: home.city,
          state: home.name,
          country: 'Uganda',
        },
        latitude: Number(latitude.toFixed(6)),
        longitude: Number(longitude.toFixed(6)),
        instructions: r.chance(0.3) ? r.pick(INSTRUCTIONS) : null,
        cancellationReason: null,
        daysAgo,
        minuteOfDay,
        assignAfter: null,
        pickupAfter: null,
        deliverAfter: null,
        cancelAfter: null,
        tip: null,
        lines: quote.lines.map((l) => ({
          productId: l.productId,
          name: (chosen.find((p) => p.id === l.productId) as SeedProduct).name,
          quantity: l.quantity,
          price: l.unitPrice,
        })),
        payments: [],
      }
      const outcome = daysAgo === 0 ? todayStatus(indexInDay, count) : pastStatus(r)
      // The demo rider has one delivery waiting for pickup today.
      const demoRiderTurn = daysAgo === 0 && outcome === 'assigned' && !demoRiderAssignedToday
      if (demoRiderTurn) demoRiderAssignedToday = true
      // Nobody else's order is on the demo rider's bike right now: they stay online, ready to be assigned.
      const others = daysAgo === 0 ? input.riders.filter((x) => x.id !== input.demoRiderId) : input.riders
      settle(r, order, outcome, demoRiderTurn ? input.demoRiderId : chooseRider(r, others, daysAgo))
      orders.push(order)
    })
  }
  return orders
}

function chooseRider(r: SeededRandom, riders: Rider[], daysAgo: number): string {
  const working = riders.filter((x) => x.leftDaysAgo === undefined || daysAgo > x.leftDaysAgo)
  return r.weighted(working.map((x) => [x.id, x.weight] as const))
}

function nearestNeighbourhood(outlet: SeedOutlet | undefined): Neighbourhood {
  if (!outlet) throw new Error('demo outlet not found')
  return NEIGHBOURHOODS.reduce((best, n) =>
    haversineKm(n.latitude, n.longitude, outlet.latitude, outlet.longitude) <
    haversineKm(best.latitude, best.longitude, outlet.latitude, outlet.longitude)
      ? n
      : best,
  )
}

type Outcome = Status | 'cancelled-by-customer' | 'cancelled-by-rider' | 'payment-failed'

function pastStatus(r: SeededRandom): Outcome {
  return r.weighted([
    ['delivered', 92],
    ['cancelled-by-customer', 4],
    ['cancelled-by-rider', 2],
    ['payment-failed', 2],
  ] as const)
}

/** Today's orders, oldest first: the early ones are delivered, the latest are still waiting. */
function todayStatus(index: number, count: number): Outcome {
  const fromEnd = count - 1 - index
  if (fromEnd <= 2) return 'pending'
  if (fromEnd <= 5) return 'processing'
  if (fromEnd <= 7) return 'assigned'
  if (fromEnd === 8) return 'picked_up'
  if (fromEnd === 9) return 'cancelled-by-customer'
  return 'delivered'
}

function settle(r: SeededRandom, order: HistoricOrder, outcome: Outcome, riderId: string) {
  const online = order.method !== 'cash_on_delivery'
  const pay = (status: PaymentStatus, after: number) => {
    const attempt = order.payments.length + 1
    order.payments.push({
      id: seedUuid('payment', `${order.id}:${attempt}`),
      reference: `KM-${order.id.slice(0, 8).toUpperCase()}-${attempt}`,
      trackingId: seedUuid('tracking', `${order.id}:${attempt}`),
      status,
      description:
        status === 'paid'
          ? 'Completed'
          : status === 'failed'
            ? 'Failed'
            : status === 'refunded'
              ? 'Reversed'
              : 'Pending',
      confirmationCode:
        status === 'paid' || status === 'refunded' ? `${r.int(100000, 999999)}${r.int(1000, 9999)}` : null,
      after,
    })
  }
  if (outcome === 'payment-failed') {
    order.method = r.pick(['mtn_money', 'airtel_money'] as const)
    pay('failed', r.int(2, 6))
    order.status = 'cancelled'
    order.paymentStatus = 'failed'
    order.cancelAfter = r.int(20, 90)
    order.cancellationReason = 'Payment failed'
    return
  }
  if (outcome === 'cancelled-by-customer' || (outcome === 'pending' && !online)) {
    if (outcome === 'pending') {
      order.status = 'pending'
      return
    }
    if (online) {
      pay('failed', r.int(2, 6))
      order.paymentStatus = 'failed'
    }
    order.status = 'cancelled'
    order.cancelAfter = r.int(5, 60)
    order.cancellationReason = r.pick(['Ordered the wrong items', 'No longer needed', 'Changed my mind'])
    return
  }
  if (outcome === 'pending') {
    // Online and still waiting for the customer to pay.
    order.status = 'pending'
    pay('pending', r.int(1, 3))
    return
  }
  if (online) {
    if (r.chance(0.06)) pay('failed', r.int(1, 3))
    pay('paid', r.int(3, 8))
    order.paymentStatus = 'paid'
  }
  order.status = 'processing'
  if (outcome === 'processing') return

  order.riderId = riderId
  order.assignAfter = r.int(15, 70)
  order.status = 'assigned'
  if (outcome === 'assigned') return
  if (outcome === 'cancelled-by-rider') {
    order.status = 'cancelled'
    order.cancelAfter = order.assignAfter + r.int(20, 80)
    order.cancellationReason = r.pick(['Customer not reachable on phone', 'Wrong location pinned on the map'])
    if (online) {
      order.paymentStatus = 'refunded'
      ;(order.payments[order.payments.length - 1] as HistoricPayment).status = 'refunded'
    }
    return
  }
  order.pickupAfter = order.assignAfter + r.int(10, 35)
  order.status = 'picked_up'
  if (outcome === 'picked_up') return

  order.deliverAfter = order.pickupAfter + r.int(15, 55)
  order.status = 'delivered'
  order.paymentStatus = 'paid'
  if (r.chance(0.12)) order.tip = r.pick([1000, 2000, 2000, 3000, 5000])
}
