// Top navigation of the storefront: Home, About, Products (also lit on /shop), Discover with its
// dropdown, Certifications, Contact, Track Order, the cart with its badge, and Sign In (opens the sign-in
// modal) or Account; admins also get Dashboard, active outlet employees Outlet Portal.

import { selectIsActiveOutletEmployee, selectIsAdmin } from '@shop/shared/auth'
import { business } from '@shop/shared/business'
import { selectCartCount } from '@shop/shared/cart'
import { useAppSelector } from '@shop/shared/store/hooks'
import { useEffect, useId, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { AccountButton } from '../sign-in/AccountButton.tsx'
import { cartLinkLabel } from './nav-labels.ts'

const discoverLinks = [
  { to: '/discover/recipes', label: 'Recipes' },
  { to: '/discover/blogs', label: 'Blogs' },
  { to: '/discover/campaigns', label: 'Campaigns' },
]

function navClass({ isActive }: { isActive: boolean }) {
  return isActive ? 'nav__link nav__link--active' : 'nav__link'
}

export function TopNav() {
  const { pathname } = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  const [discoverOpen, setDiscoverOpen] = useState(false)
  const cartCount = useAppSelector(selectCartCount)
  const isAdmin = useAppSelector(selectIsAdmin)
  const isOutletEmployee = useAppSelector(selectIsActiveOutletEmployee)
  const menuId = useId()
  const discoverId = useId()

  // A new page closes the mobile menu and the dropdown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change on purpose
  useEffect(() => {
    setMenuOpen(false)
    setDiscoverOpen(false)
  }, [pathname])

  const productsActive = pathname.startsWith('/products') || pathname.startsWith('/shop')

  return (
    <header className="nav">
      <div className="nav__bar">
        <Link to="/" className="nav__brand">
          {business.name}
        </Link>
        <button
          type="button"
          className="nav__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">Menu</span>
          <span className="nav__toggle-icon" aria-hidden="true" />
        </button>
        <nav id={menuId} className={menuOpen ? 'nav__menu nav__menu--open' : 'nav__menu'} aria-label="Main">
          <NavLink to="/" end className={navClass}>
            Home
          </NavLink>
          <NavLink to="/about" className={navClass}>
            About
          </NavLink>
          <NavLink to="/products" className={() => navClass({ isActive: productsActive })}>
            Products
          </NavLink>
          <div className="nav__dropdown">
            <NavLink to="/discover" className={navClass}>
              Discover
            </NavLink>
            <button
              type="button"
              className="nav__dropdown-toggle"
              aria-expanded={discoverOpen}
              aria-controls={discoverId}
              onClick={() => setDiscoverOpen((open) => !open)}
            >
              <span className="visually-hidden">Discover pages</span>▾
            </button>
            <div id={discoverId} className="nav__dropdown-menu" hidden={!discoverOpen}>
              {discoverLinks.map((link) => (
                <NavLink key={link.to} to={link.to} className={navClass}>
                  {link.label}
                </NavLink>
              ))}
            </div>
          </div>
          <NavLink to="/certifications" className={navClass}>
            Certifications
          </NavLink>
          <NavLink to="/contact" className={navClass}>
            Contact
          </NavLink>
          <NavLink to="/orders" className={navClass}>
            Track Order
          </NavLink>
          {isAdmin && (
            <NavLink to="/admin" className={navClass}>
              Dashboard
            </NavLink>
          )}
          {isOutletEmployee && (
            <NavLink to="/outlet" className={navClass}>
              Outlet Portal
            </NavLink>
          )}
        </nav>
        <div className="nav__actions">
          <NavLink to="/cart" className={navClass} aria-label={cartLinkLabel(cartCount)}>
            <span aria-hidden="true">Cart</span>{' '}
            <span className="nav__badge" aria-hidden="true" data-testid="cart-badge">
              {cartCount}
            </span>
          </NavLink>
          <AccountButton />
        </div>
      </div>
    </header>
  )
}
