// Creating staff sign-ins: only an admin may call the `staff-accounts` function, as the function itself
// verifies the caller's token (verify_jwt is off: the project signs with its own key); an employee gets the
// Auth user, the users row and the outlet_employees row, or — when any step fails — none of them; a rider
// gets the Auth user and the delivery_riders row, and can sign in.
import type { TestStack } from '@shop/supabase-local/testing/stack'
import { decodeJwt, decodeProtectedHeader } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callFunction, type Session, signIn, startProductStack } from './support/stack.ts'
import { forgedTokens, legacySessionToken } from './support/tokens.ts'

let stack: TestStack
let adminSession: Session
let roleId: number
let outletId: string

beforeAll(async () => {
  stack = await startProductStack()
  adminSession = await signIn(stack, 'admin@example.com')
  const { data: role } = await adminSession.client.from('employee_roles').select('id').order('id').limit(1).single()
  const { data: outlet } = await adminSession.client.from('outlets').select('id').order('name').limit(1).single()
  roleId = role?.id as number
  outletId = outlet?.id as string
}, 240_000)
afterAll(() => stack?.stop())

let made = 0
const uniqueEmail = (kind: string) => `${kind}.${Date.now().toString(36)}.${++made}@example.com`

const create = async (path: 'employees' | 'riders', body: Record<string, unknown>, token: string | null) => {
  const response = await callFunction(stack, `staff-accounts/${path}`, { body, token })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** What exists for an e-mail address, read with the service role. */
async function traces(email: string) {
  const service = stack.service()
  const { data: users } = await service.from('users').select('id').eq('email', email)
  const { data: riders } = await service.from('delivery_riders').select('id').eq('email', email)
  const { data: list } = await service.auth.admin.listUsers({ perPage: 1000 })
  const authUsers = (list?.users ?? []).filter((user) => user.email === email)
  return { users: users?.length ?? 0, riders: riders?.length ?? 0, auth: authUsers.length }
}

describe('only an admin may create staff accounts', () => {
  for (const who of ['customer@example.com', 'outlet@example.com', 'rider@example.com']) {
    it(`${who} is refused (403), and nothing is created`, async () => {
      const session = await signIn(stack, who)
      const email = uniqueEmail('intruder')
      const employee = await create(
        'employees',
        { email, password: 'secret-2026', full_name: 'Intruder', outlet_id: outletId, role_id: roleId },
        session.token,
      )
      expect(employee.status).toBe(403)
      const rider = await create(
        'riders',
        { email, password: 'secret-2026', full_name: 'Intruder', phone: '+256772000111', vehicle_type: 'bicycle' },
        session.token,
      )
      expect(rider.status).toBe(403)
      expect(await traces(email)).toEqual({ users: 0, riders: 0, auth: 0 })
    })
  }

  it('a visitor without a session is refused (401)', async () => {
    const result = await create('riders', { email: uniqueEmail('anon') }, null)
    expect(result.status).toBe(401)
  })
})

describe('the caller’s token, verified by the function', () => {
  const rider = () => ({ full_name: 'Token Test', phone: '+256772000444', vehicle_type: 'bicycle' })

  it('refuses an admin’s claims in a token the project did not sign, or that has expired (401), creating nothing', async () => {
    const claims = decodeJwt(adminSession.token)
    for (const [what, token] of Object.entries(await forgedTokens(stack, claims))) {
      const email = uniqueEmail('forged')
      const result = await create('riders', { email, password: 'rider-2026', ...rider() }, token)
      expect({ what, status: result.status, code: result.body.code }).toEqual({
        what,
        status: 401,
        code: 'not_signed_in',
      })
      expect(await traces(email)).toEqual({ users: 0, riders: 0, auth: 0 })
    }
  })

  it('refuses a request that carries no token at all (401)', async () => {
    const response = await fetch(`${stack.url}/functions/v1/staff-accounts/riders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('bare'), password: 'rider-2026', ...rider() }),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: 'not_signed_in' })
  })

  it('takes an admin’s session signed ES256 with the project’s key, and a legacy HS256 one', async () => {
    expect(decodeProtectedHeader(adminSession.token).alg).toBe('ES256')
    const legacy = await legacySessionToken(stack, adminSession.token)
    for (const token of [adminSession.token, legacy]) {
      const email = uniqueEmail('verified')
      const result = await create('riders', { email, password: 'rider-2026', ...rider() }, token)
      expect(result.status).toBe(201)
      expect(await traces(email)).toEqual({ users: 0, riders: 1, auth: 1 })
    }
  })
})

describe('an admin creates an employee', () => {
  it('makes the sign-in, the users row and the outlet_employees row; the employee can sign in', async () => {
    const email = uniqueEmail('butcher')
    const result = await create(
      'employees',
      { email, password: 'butcher-2026', full_name: 'Moses Butcher', outlet_id: outletId, role_id: roleId },
      adminSession.token,
    )
    expect(result.status).toBe(201)
    expect(await traces(email)).toEqual({ users: 1, riders: 0, auth: 1 })
    const employee = await signIn(stack, email, 'butcher-2026')
    const { data } = await employee.client
      .from('outlet_employees')
      .select('outlet_id, role_id, is_active')
      .eq('user_id', employee.userId)
      .single()
    expect(data).toEqual({ outlet_id: outletId, role_id: roleId, is_active: true })
  })

  it('leaves nothing half-made when a step fails: an unknown role deletes the new sign-in and users row', async () => {
    const email = uniqueEmail('half')
    const result = await create(
      'employees',
      { email, password: 'butcher-2026', full_name: 'Half Made', outlet_id: outletId, role_id: 999_999 },
      adminSession.token,
    )
    expect(result.status).toBe(400)
    expect(result.body.code).toBe('invalid_reference')
    expect(await traces(email)).toEqual({ users: 0, riders: 0, auth: 0 })
  })

  it('asks for every field, a password of at least 6 characters, and refuses a taken e-mail', async () => {
    const missing = await create('employees', { email: uniqueEmail('x'), password: 'abcdef' }, adminSession.token)
    expect(missing).toMatchObject({ status: 400, body: { error: 'All fields are required' } })
    const short = await create(
      'employees',
      { email: uniqueEmail('x'), password: 'abc', full_name: 'X', outlet_id: outletId, role_id: roleId },
      adminSession.token,
    )
    expect(short).toMatchObject({ status: 400, body: { error: 'Password must be at least 6 characters long' } })
    const taken = await create(
      'employees',
      { email: 'customer@example.com', password: 'abcdef', full_name: 'X', outlet_id: outletId, role_id: roleId },
      adminSession.token,
    )
    expect(taken.status).toBe(409)
  })
})

describe('an admin creates a rider', () => {
  it('makes the sign-in and the delivery_riders row, offline, active and approved by that admin; the rider can sign in and go online', async () => {
    const email = uniqueEmail('rider')
    const result = await create(
      'riders',
      { email, password: 'rider-2026', full_name: 'Paul Rider', phone: '+256772000222', vehicle_type: 'bicycle' },
      adminSession.token,
    )
    expect(result.status).toBe(201)
    expect(await traces(email)).toEqual({ users: 0, riders: 1, auth: 1 })
    const rider = await signIn(stack, email, 'rider-2026')
    const { data } = await rider.client
      .from('delivery_riders')
      .select('id, full_name, phone, vehicle_type, status, is_active, approval, reviewed_by')
      .single()
    expect(data).toEqual({
      id: result.body.user_id,
      full_name: 'Paul Rider',
      phone: '+256772000222',
      vehicle_type: 'bicycle',
      status: 'offline',
      is_active: true,
      approval: 'approved',
      reviewed_by: adminSession.userId,
    })
    const online = await rider.client
      .from('delivery_riders')
      .update({ status: 'online' })
      .eq('id', data?.id as string)
      .select('status')
    expect(online.data).toEqual([{ status: 'online' }])
  })

  it('refuses a vehicle other than motorcycle or bicycle, and a phone not in international form', async () => {
    const base = { email: uniqueEmail('rider'), password: 'rider-2026', full_name: 'P', phone: '+256772000333' }
    expect((await create('riders', { ...base, vehicle_type: 'car' }, adminSession.token)).status).toBe(400)
    expect(
      (await create('riders', { ...base, phone: '0772', vehicle_type: 'bicycle' }, adminSession.token)).status,
    ).toBe(400)
    expect(await traces(base.email)).toEqual({ users: 0, riders: 0, auth: 0 })
  })
})
