// The admin's people screens: who may edit an outlet employee (outlet, role, name, phone in one call,
// update_outlet_employee), what an edit must hold, and that a role someone holds is not deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, as, pgError } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import { read } from './support/orders.ts'
import { buildWorld, type World } from './support/world.ts'

let t: TestDatabase
let w: World
let staffX: string

beforeAll(async () => {
  t = await openTestDatabase()
  w = await buildWorld(t.db)
  staffX = (
    await read<{ id: string }>(t.db, 'select id from public.outlet_employees where user_id = $1', [w.staffX.id])
  )[0]?.id as string
})
afterAll(() => t?.close())

interface Edit {
  outlet_id: string
  role_id: number
  full_name: string
  phone: string | null
}

const edit = (actor: Actor, employeeId: string, e: Edit) =>
  as(
    t.db,
    actor,
    (tx) =>
      tx.query('select * from public.update_outlet_employee($1, $2, $3, $4, $5)', [
        employeeId,
        e.outlet_id,
        e.role_id,
        e.full_name,
        e.phone,
      ]),
    { rollback: true },
  )

const employment = async () =>
  (
    await read<{ outlet_id: string; role_id: number; full_name: string; phone: string | null }>(
      t.db,
      `select e.outlet_id, e.role_id, u.full_name, u.phone
         from public.outlet_employees e join public.users u on u.id = e.user_id where e.id = $1`,
      [staffX],
    )
  )[0]

describe('editing an employee: outlet, role, name and phone', () => {
  const move = (): Edit => ({
    outlet_id: w.outlets.y,
    role_id: w.roles.manager,
    full_name: '  Samuel Staff ',
    phone: '+256772555666',
  })

  it('an admin moves them to another outlet and role and renames them, in one call', async () => {
    const before = await employment()
    const { rows } = await as(
      t.db,
      w.admin,
      async (tx) => {
        const result = await tx.query<{ outlet_id: string; role_id: number }>(
          'select outlet_id, role_id from public.update_outlet_employee($1, $2, $3, $4, $5)',
          [staffX, w.outlets.y, w.roles.manager, '  Samuel Staff ', '+256772555666'],
        )
        const seen = await tx.query<{ full_name: string; phone: string }>(
          'select full_name, phone from public.users where id = $1',
          [w.staffX.id],
        )
        return { rows: [...result.rows, ...seen.rows] }
      },
      { rollback: true },
    )
    expect(rows).toEqual([
      { outlet_id: w.outlets.y, role_id: w.roles.manager },
      { full_name: 'Samuel Staff', phone: '+256772555666' },
    ])
    expect(await employment()).toEqual(before)
  })

  it('a blank phone clears it', async () => {
    const { rows } = await as(
      t.db,
      w.admin,
      async (tx) => {
        await tx.query('select public.update_outlet_employee($1, $2, $3, $4, $5)', [
          staffX,
          w.outlets.x,
          w.roles.butcher,
          'Sam Staff',
          '  ',
        ])
        return tx.query<{ phone: string | null }>('select phone from public.users where id = $1', [w.staffX.id])
      },
      { rollback: true },
    )
    expect(rows).toEqual([{ phone: null }])
  })

  it('customers, outlet staff (even of that outlet) and riders are refused, and nothing changes', async () => {
    const before = await employment()
    for (const actor of [w.customerA, w.staffX, w.riderR]) {
      expect(await pgError(edit(actor, staffX, move())), actor.label).toMatchObject({ code: '42501' })
    }
    expect(await employment()).toEqual(before)
  })

  it('a visitor who is not signed in cannot call it at all', async () => {
    expect(
      await pgError(
        as(t.db, { label: 'anon', id: null, email: null }, (tx) =>
          tx.query('select public.update_outlet_employee($1, $2, $3, $4, $5)', [
            staffX,
            w.outlets.y,
            w.roles.manager,
            'X',
            null,
          ]),
        ),
      ),
    ).toMatchObject({ code: '42501' })
  })

  it.each([
    ['a blank name', { full_name: '   ' }, 'KM702'],
    ['a name over 120 characters', { full_name: 'x'.repeat(121) }, 'KM702'],
    ['a phone not in international form', { phone: '0772 555 666' }, 'KM703'],
    ['an outlet that does not exist', { outlet_id: '00000000-0000-4000-8000-000000000000' }, 'KM704'],
    ['a role that does not exist', { role_id: 999_999 }, 'KM704'],
  ])('refuses %s', async (_what, change, code) => {
    expect(await pgError(edit(w.admin, staffX, { ...move(), ...change }))).toMatchObject({ code })
  })

  it('says which of outlet and role is missing, and refuses an employee that does not exist', async () => {
    const role = await pgError(edit(w.admin, staffX, { ...move(), role_id: 999_999 }))
    expect(JSON.parse(role.detail ?? '{}')).toEqual({ field: 'role' })
    expect(await pgError(edit(w.admin, '00000000-0000-4000-8000-000000000000', move()))).toMatchObject({
      code: 'KM701',
    })
  })
})

describe('roles: a role someone holds is not deleted', () => {
  const deleteRole = (actor: Actor, roleId: number) =>
    as(t.db, actor, (tx) => tx.query('delete from public.employee_roles where id = $1', [roleId]), { rollback: true })

  it('the admin is told which role and how many employees hold it', async () => {
    const holders = (
      await read<{ n: number }>(t.db, 'select count(*)::integer as n from public.outlet_employees where role_id = $1', [
        w.roles.manager,
      ])
    )[0]?.n
    expect(holders).toBeGreaterThan(0)
    const refusal = await pgError(deleteRole(w.admin, w.roles.manager))
    expect(refusal.code).toBe('KM705')
    expect(JSON.parse(refusal.detail ?? '{}')).toEqual({ role_name: 'Manager', employees: holders })
  })

  it('a role nobody holds is deleted by an admin; nobody else deletes one', async () => {
    const { rowCount } = await deleteRole(w.admin, w.roles.butcher)
    expect(rowCount).toBe(1)
    for (const actor of [w.customerA, w.staffX, w.riderR]) {
      expect((await deleteRole(actor, w.roles.butcher)).rowCount, actor.label).toBe(0)
    }
  })
})
