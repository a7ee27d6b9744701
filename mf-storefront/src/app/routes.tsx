// The module the shell loads for `/*`: every storefront route, each page a chunk of its own, loaded when
// first visited. The landing pages' chunks (home, products) are preloaded with their pre-rendered HTML
// (app/prerender.tsx), so each landing page loads its own code and not the other's.
import { lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { LaterChatWidget } from '../features/chat/LaterChatWidget.tsx'
import { Page } from '../features/pages/Page.tsx'

const HomePage = lazy(() =>
  import(/* webpackChunkName: "home" */ '../features/home/HomePage.tsx').then(({ HomePage }) => ({
    default: HomePage,
  })),
)
const ProductsPage = lazy(() =>
  import(/* webpackChunkName: "products" */ '../features/catalogue/ProductsPage.tsx').then(({ ProductsPage }) => ({
    default: ProductsPage,
  })),
)
const AboutPage = lazy(() => import(/* webpackChunkName: "about" */ '../features/about/AboutPage.tsx'))
const ProductDetailPage = lazy(
  () => import(/* webpackChunkName: "product" */ '../features/product/ProductDetailPage.tsx'),
)
const CartPage = lazy(() => import(/* webpackChunkName: "cart" */ '../features/cart/CartPage.tsx'))
const CheckoutPage = lazy(() => import(/* webpackChunkName: "checkout" */ '../features/checkout/CheckoutPage.tsx'))
const OrdersPage = lazy(() => import(/* webpackChunkName: "orders" */ '../features/orders/OrdersPage.tsx'))
const OrderDetailPage = lazy(() => import(/* webpackChunkName: "order" */ '../features/orders/OrderDetailPage.tsx'))
const PaymentReturnPage = lazy(
  () => import(/* webpackChunkName: "payment-return" */ '../features/payment/PaymentReturnPage.tsx'),
)
const AccountPage = lazy(() => import(/* webpackChunkName: "account" */ '../features/account/AccountPage.tsx'))
const DiscoverPage = lazy(() => import(/* webpackChunkName: "discover" */ '../features/discover/DiscoverPage.tsx'))
const RecipesPage = lazy(() => import(/* webpackChunkName: "recipes" */ '../features/discover/RecipesPage.tsx'))
const ComingSoonPage = lazy(
  () => import(/* webpackChunkName: "coming-soon" */ '../features/discover/ComingSoonPage.tsx'),
)
const CertificationsPage = lazy(
  () => import(/* webpackChunkName: "certifications" */ '../features/certifications/CertificationsPage.tsx'),
)
const ContactPage = lazy(() => import(/* webpackChunkName: "contact" */ '../features/contact/ContactPage.tsx'))
const PrivacyPage = lazy(() => import(/* webpackChunkName: "privacy" */ '../features/legal/PrivacyPage.tsx'))
const TermsPage = lazy(() => import(/* webpackChunkName: "terms" */ '../features/legal/TermsPage.tsx'))

export default function StorefrontRoutes() {
  return (
    <>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="shop" element={<Navigate to="/products" replace />} />
        <Route path="products/:id" element={<ProductDetailPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="orders" element={<OrdersPage />} />
        {/* Orders are confirmed on their own page (/orders/:id); the old confirmation route leads to the list. */}
        <Route path="orders/confirm" element={<Navigate to="/orders" replace />} />
        <Route path="orders/:id" element={<OrderDetailPage />} />
        <Route path="payment/return" element={<PaymentReturnPage />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="discover" element={<DiscoverPage />} />
        <Route path="discover/recipes" element={<RecipesPage />} />
        <Route path="discover/blogs" element={<Navigate to="/discover/coming-soon/blogs" replace />} />
        <Route path="discover/campaigns" element={<Navigate to="/discover/coming-soon/campaigns" replace />} />
        <Route path="discover/coming-soon/:type" element={<ComingSoonPage />} />
        <Route path="discover/*" element={<Navigate to="/discover" replace />} />
        <Route path="certifications" element={<CertificationsPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="*" element={<Page title="Page not found" />} />
      </Routes>
      <LaterChatWidget />
    </>
  )
}
