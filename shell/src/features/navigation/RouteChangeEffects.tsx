// On every route change: scroll to the top and report a page view. A change of query string only
// (filters on /products) is not a new page.
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { reportPageView } from './page-views.ts'

export function RouteChangeEffects() {
  const { pathname } = useLocation()
  const previous = useRef<string | null>(null)

  useEffect(() => {
    if (previous.current === pathname) return
    const referrer = previous.current === null ? document.referrer || null : `${location.origin}${previous.current}`
    if (previous.current !== null) window.scrollTo(0, 0)
    previous.current = pathname
    reportPageView(pathname, referrer)
  }, [pathname])

  return null
}
