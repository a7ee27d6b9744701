// Who may open which back-office portal, decided from the identities the server gave at sign-in
// (users.is_admin, the outlet_employees row, the delivery_riders row), never from anything the browser
// stored. The guard is for people; row-level security is the enforcement.
import type { Identities } from './slice.ts'

export type Portal = 'admin' | 'outlet' | 'rider'

export const RIDER_LOGIN_PATH = '/rider/login'
export const RIDER_HOME_PATH = '/rider'

export type PortalAccess = { allowed: true } | { allowed: false; redirectTo: string }

const allow: PortalAccess = { allowed: true }
const redirect = (redirectTo: string): PortalAccess => ({ allowed: false, redirectTo })

function isRiderLogin(pathname: string) {
  return pathname.replace(/\/+$/, '') === RIDER_LOGIN_PATH
}

/**
 * Admins only on /admin (others to /); outlet staff only on /outlet (others to /; the portal tells an
 * inactive employee their account is inactive); on /rider an
 * active rider everywhere but the login page (which sends them home), anyone else only the login page.
 */
export function portalAccess(portal: Portal, identities: Identities, pathname: string): PortalAccess {
  switch (portal) {
    case 'admin':
      return identities.user?.is_admin === true ? allow : redirect('/')
    case 'outlet':
      // An inactive employee is let in to be told so by the portal (which reads the row again).
      return identities.outletEmployee ? allow : redirect('/')
    case 'rider': {
      const activeRider = identities.rider?.is_active === true
      if (isRiderLogin(pathname)) return activeRider ? redirect(RIDER_HOME_PATH) : allow
      return activeRider ? allow : redirect(RIDER_LOGIN_PATH)
    }
  }
}
