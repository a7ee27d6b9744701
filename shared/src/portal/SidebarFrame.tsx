// The frame of a back-office portal with a sidebar (admin, outlet): a navigation landmark of plain links
// (what a screen reader should meet, and lighter than antd's Menu on a phone's first load), a header with
// the portal's own content and Sign Out (or Sign Out as the sidebar's last entry), and the page. On a phone the sidebar folds away behind Menu and
// lies over the page when open.
import { useSignOut } from '@shop/shared/auth/sign-out'
import { type ReactNode, Suspense, useEffect, useId, useState } from 'react'
import { NavLink, Outlet } from 'react-router'
import './sidebar-frame.css'

export interface SidebarLink {
  to: string
  label: string
}

export interface SidebarGroup {
  label: string
  links: SidebarLink[]
}

export type SidebarEntry = SidebarLink | SidebarGroup

const PHONE = '(max-width: 991px)'
const isPhone = () => typeof matchMedia !== 'undefined' && matchMedia(PHONE).matches

/** The page's pre-rendered copy of this frame (its first paint), while it is on screen. */
function prerenderedCopy(portal: string): Element | null {
  return typeof document === 'undefined' ? null : document.querySelector(`#prerender [data-portal="${portal}"]`)
}

const isOpen = (frame: Element) => frame.classList.contains('sidebar-frame--open')

/**
 * Open as the pre-rendered copy stands, if the page has one (the visitor may have opened its menu before the
 * app took over); otherwise open on a wide screen, folded away on a phone.
 */
function openAtFirst(portal: string): boolean {
  const copy = prerenderedCopy(portal)
  return copy ? isOpen(copy) : !isPhone()
}

interface Props {
  /** The portal's name, marking its frame (`data-portal`) for tests and styles. */
  portal: string
  /** The navigation landmark's name ("Admin", "Outlet"). */
  label: string
  /** The sidebar's first line: a link to the portal's home. */
  home: SidebarLink
  entries: SidebarEntry[]
  /** What the header shows beside Menu and Sign Out (who is signed in, the outlet's name). */
  header: ReactNode
  /** What the portal shows above every page (the outlet's new-order alert). */
  banner?: ReactNode
  /** Where Sign Out leads. */
  signOutTo?: string
  /** Sign Out in the header (the admin's) or as the sidebar's last entry (the outlet portal's). */
  signOutPlace?: 'header' | 'sidebar'
}

export function SidebarFrame({
  portal,
  label,
  home,
  entries,
  header,
  banner,
  signOutTo = '/',
  signOutPlace = 'header',
}: Props) {
  const [open, setOpen] = useState(() => openAtFirst(portal))
  // Until the app takes over, its menu follows the pre-rendered copy's, which the visitor may use meanwhile
  // (the copy may be put on screen after this frame has rendered, hidden: watched from #prerender down).
  useEffect(() => {
    const prerender = document.getElementById('prerender')
    if (!prerender) return
    const follow = () => {
      const copy = prerenderedCopy(portal)
      if (copy) setOpen(isOpen(copy))
    }
    const observer = new MutationObserver(follow)
    observer.observe(prerender, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] })
    return () => observer.disconnect()
  }, [portal])
  const { signOut, busy } = useSignOut(signOutTo)
  const sidebarId = useId()
  const closeOnPhone = () => {
    if (isPhone()) setOpen(false)
  }
  const signOutButton = (
    <button type="button" className="sidebar-frame__button" onClick={signOut} disabled={busy}>
      {busy ? 'Signing out...' : 'Sign Out'}
    </button>
  )
  const link = (entry: SidebarLink) => (
    <li key={entry.to}>
      <NavLink to={entry.to} end className="sidebar-frame__link" onClick={closeOnPhone}>
        {entry.label}
      </NavLink>
    </li>
  )
  return (
    <div className={open ? 'sidebar-frame sidebar-frame--open' : 'sidebar-frame'} data-portal={portal}>
      <nav aria-label={label} id={sidebarId} className="sidebar-frame__sidebar">
        <NavLink to={home.to} end className="sidebar-frame__home" onClick={closeOnPhone}>
          {home.label}
        </NavLink>
        <ul className="sidebar-frame__links">
          {entries.map((entry) =>
            'links' in entry ? (
              <li key={entry.label}>
                <span className="sidebar-frame__group" id={`${sidebarId}-${entry.label}`}>
                  {entry.label}
                </span>
                <ul aria-labelledby={`${sidebarId}-${entry.label}`}>{entry.links.map(link)}</ul>
              </li>
            ) : (
              link(entry)
            ),
          )}
        </ul>
        {signOutPlace === 'sidebar' ? <div className="sidebar-frame__sign-out">{signOutButton}</div> : null}
      </nav>
      <div className="sidebar-frame__body">
        <header className="sidebar-frame__header">
          <button
            type="button"
            className="sidebar-frame__button"
            onClick={() => setOpen((now) => !now)}
            aria-expanded={open}
            aria-controls={sidebarId}
          >
            {open ? 'Hide menu' : 'Menu'}
          </button>
          <div className="sidebar-frame__header-content">{header}</div>
          {signOutPlace === 'header' ? signOutButton : null}
        </header>
        {banner}
        <main className="sidebar-frame__content">
          {/* Pages may load lazily (with the antd they use) while the frame is already there. */}
          <Suspense
            fallback={
              <p role="status" className="sidebar-frame__loading">
                Loading…
              </p>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  )
}
