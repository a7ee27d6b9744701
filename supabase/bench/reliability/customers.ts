// The seeded customers (password demo-pass-2026) the benchmark orders as. The shop lets a customer hold
// at most 100 orders still pending and unpaid (settings.max_unconfirmed_orders, checked by the
// database), so each customer places at most that many and the pool hands out the next one, signed in
// when first taken; once every seeded customer has placed that many, a new customer is signed up for the
// next orders (a quiet machine orders faster than the seed has customers). A customer is lent to one
// client at a time: their orders are placed one by one.
import { serviceClient } from '../../tests/crash/support.ts'
import { headers, send } from './http.ts'

export interface Customer {
  id: string
  email: string
  token: string
}

const ORDERS_PER_CUSTOMER = 100

export class CustomerPool {
  private readonly placed = new Map<string, number>()
  private readonly lent = new Set<string>()
  private readonly signedIn = new Map<string, Promise<Customer>>()

  private constructor(
    private readonly url: string,
    private readonly people: { id: string; email: string }[],
  ) {}

  static async of(url: string): Promise<CustomerPool> {
    const { data, error } = await serviceClient(url)
      .from('users')
      .select('id, email')
      .like('email', '%.%@example.com')
      .eq('is_admin', false)
      .order('email')
    if (error || !data) throw error
    return new CustomerPool(url, data as { id: string; email: string }[])
  }

  /** Signs in the first `count` customers ahead, so a timed part does not wait on bcrypt. */
  async warm(count: number) {
    await Promise.all(this.people.slice(0, count).map((p) => this.signIn(p)))
  }

  /** The next customer not lent out who may still place `orders` orders. */
  async take(orders = 1): Promise<Customer> {
    const person =
      this.people.find((p) => !this.lent.has(p.id) && (this.placed.get(p.id) ?? 0) + orders <= ORDERS_PER_CUSTOMER) ??
      (await this.signUpAnother())
    this.lent.add(person.id)
    return this.signIn(person)
  }

  private async signUpAnother(): Promise<{ id: string; email: string }> {
    const email = `bench.customer-${this.people.length + 1}-${Date.now()}@example.com`
    const { data, error } = await serviceClient(this.url).auth.admin.createUser({
      email,
      password: 'demo-pass-2026',
      email_confirm: true,
      user_metadata: { full_name: 'Bench Customer' },
    })
    if (error || !data.user) throw error ?? new Error(`${email} could not be signed up`)
    const person = { id: data.user.id, email }
    this.people.push(person)
    return person
  }

  release(customer: Customer) {
    this.lent.delete(customer.id)
  }

  /** Counts an order placed by `customer`; how many more they may place. */
  record(customer: Customer): number {
    const placed = (this.placed.get(customer.id) ?? 0) + 1
    this.placed.set(customer.id, placed)
    return ORDERS_PER_CUSTOMER - placed
  }

  /** Counts an order placed by `customer`; hands back the customer who places the next one. */
  async placedBy(customer: Customer): Promise<Customer> {
    if (this.record(customer) > 0) return customer
    this.release(customer)
    return this.take()
  }

  private signIn(person: { id: string; email: string }): Promise<Customer> {
    let customer = this.signedIn.get(person.id)
    if (!customer) {
      customer = send(`${this.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ email: person.email, password: 'demo-pass-2026' }),
      }).then((answer) => {
        if (answer?.status !== 200) throw new Error(`${person.email} could not sign in: ${answer?.body}`)
        return { ...person, token: (JSON.parse(answer.body) as { access_token: string }).access_token }
      })
      this.signedIn.set(person.id, customer)
    }
    return customer
  }
}
