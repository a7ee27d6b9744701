import { describe, expect, it } from 'vitest'
import { portalAccess } from './portal-access.ts'
import type { Identities } from './slice.ts'

const nobody: Identities = { user: null, outletEmployee: null, rider: null }
const customer: Identities = {
  ...nobody,
  user: { id: 'c', email: 'c@example.com', full_name: 'C', phone: null, is_admin: false },
}
const admin: Identities = { ...nobody, user: { ...(customer.user as NonNullable<Identities['user']>), is_admin: true } }
const staff = (is_active: boolean): Identities => ({
  ...customer,
  outletEmployee: { user_id: 'c', outlet_id: 'o', is_active },
})
const rider = (is_active: boolean): Identities => ({
  ...nobody,
  rider: { id: 'r', email: 'r@example.com', full_name: 'R', is_active },
})

describe('who may open a portal', () => {
  it('the admin panel is for admins only; everyone else goes to the shop', () => {
    expect(portalAccess('admin', admin, '/admin/orders')).toEqual({ allowed: true })
    for (const who of [nobody, customer, staff(true), rider(true)]) {
      expect(portalAccess('admin', who, '/admin')).toEqual({ allowed: false, redirectTo: '/' })
    }
  })

  it('the outlet portal is for outlet staff (an inactive employee is told so there); an admin, a customer or a rider goes to the shop', () => {
    expect(portalAccess('outlet', staff(true), '/outlet')).toEqual({ allowed: true })
    expect(portalAccess('outlet', staff(false), '/outlet')).toEqual({ allowed: true })
    for (const who of [nobody, customer, admin, rider(true)]) {
      expect(portalAccess('outlet', who, '/outlet/orders')).toEqual({ allowed: false, redirectTo: '/' })
    }
  })

  it('the rider app is for active riders; anyone else is sent to the rider login', () => {
    expect(portalAccess('rider', rider(true), '/rider/orders/x')).toEqual({ allowed: true })
    for (const who of [nobody, customer, admin, rider(false)]) {
      expect(portalAccess('rider', who, '/rider/orders/x')).toEqual({ allowed: false, redirectTo: '/rider/login' })
      expect(portalAccess('rider', who, '/rider/login')).toEqual({ allowed: true })
    }
  })

  it('the rider login sends a signed-in active rider to the dashboard', () => {
    expect(portalAccess('rider', rider(true), '/rider/login')).toEqual({ allowed: false, redirectTo: '/rider' })
    expect(portalAccess('rider', rider(true), '/rider/login/')).toEqual({ allowed: false, redirectTo: '/rider' })
  })
})
