// The back-office portals' guard: decided from the server's identities once the sign-in state is ready
// (AuthGate shows the spinner until then), before the portal's remote is even loaded, so no portal chrome
// flashes for someone who may not see it.

import { selectIdentities } from '@shop/shared/auth'
import { type Portal, portalAccess, RIDER_HOME_PATH } from '@shop/shared/auth/portal-access'
import { useAppSelector } from '@shop/shared/store/hooks'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'

/** Where a visitor sent to the rider login wanted to go (the login returns them there). */
export interface GuardRedirectState {
  from?: string
}

export function PortalGuard({ portal, children }: { portal: Portal; children: ReactNode }) {
  const identities = useAppSelector(selectIdentities)
  const location = useLocation()
  const access = portalAccess(portal, identities, location.pathname)
  if (access.allowed) return children
  const from = (location.state as GuardRedirectState | null)?.from
  // A rider who has just signed in on the login page goes on to where they were heading.
  const to = access.redirectTo === RIDER_HOME_PATH && from?.startsWith(RIDER_HOME_PATH) ? from : access.redirectTo
  return <Navigate to={to} replace state={{ from: `${location.pathname}${location.search}` }} />
}
