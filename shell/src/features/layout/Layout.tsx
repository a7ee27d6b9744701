import { Outlet } from 'react-router'
import { Footer } from './Footer.tsx'
import { TopNav } from './TopNav.tsx'

/** The storefront's frame: top navigation, the page, the footer. */
export function Layout() {
  return (
    <>
      <TopNav />
      <div className="layout__main">
        <Outlet />
      </div>
      <Footer />
    </>
  )
}
