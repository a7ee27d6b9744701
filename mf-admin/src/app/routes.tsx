// The module the shell loads for `/admin/*`: the admin frame at once, then each page with the antd
// it uses, themed; any other path goes back to the admin home.
import { lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { AdminFrame } from '../features/frame/AdminFrame.tsx'

// Named: the pre-rendered /admin (./prerender.tsx) preloads their files with its HTML.
const loadThemedPages = () => import(/* webpackChunkName: "portal-theme" */ '@shop/shared/theme/portal')
const loadDashboard = () => import(/* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardPage.tsx')
const ThemedPages = lazy(loadThemedPages)
const DashboardPage = lazy(loadDashboard)

const ProductsPage = lazy(() => import('../features/products/ProductsPage.tsx'))
const CategoriesPage = lazy(() => import('../features/categories/CategoriesPage.tsx'))
const InventoryPage = lazy(() => import('../features/inventory/InventoryPage.tsx'))
const SettingsPage = lazy(() => import('../features/settings/SettingsPage.tsx'))
const OrdersPage = lazy(() => import('../features/orders/OrdersPage.tsx'))
const CustomersPage = lazy(() => import('../features/customers/CustomersPage.tsx'))
const CustomerPage = lazy(() => import('../features/customers/CustomerPage.tsx'))
const RidersPage = lazy(() => import('../features/riders/RidersPage.tsx'))
const EmployeesPage = lazy(() => import('../features/employees/EmployeesPage.tsx'))
const RolesPage = lazy(() => import('../features/employees/RolesPage.tsx'))
const SubscriptionsPage = lazy(() => import('../features/subscriptions/SubscriptionsPage.tsx'))
const OutletsPage = lazy(() => import('../features/outlets/OutletsPage.tsx'))
const OutletStockPage = lazy(() => import('../features/outlets/OutletStockPage.tsx'))
const SalesReportPage = lazy(() => import('../features/reports/SalesReportPage.tsx'))
const InventoryReportPage = lazy(() => import('../features/reports/InventoryReportPage.tsx'))

// What the admin's landing page needs starts loading with this module, not a round trip after each
// layer renders (frame, then antd, then the page): on a slow phone network each wait is half a second.
void loadThemedPages()
if (/^\/admin\/?$/.test(window.location.pathname)) void loadDashboard()

export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminFrame />}>
        <Route element={<ThemedPages />}>
          <Route index element={<DashboardPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="products/categories" element={<CategoriesPage />} />
          <Route path="products/inventory" element={<InventoryPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="orders" element={<OrdersPage view="all" />} />
          <Route path="orders/pending" element={<OrdersPage view="pending" />} />
          <Route path="orders/processing" element={<OrdersPage view="processing" />} />
          <Route path="customers" element={<CustomersPage />} />
          <Route path="customers/:id" element={<CustomerPage />} />
          <Route path="employees" element={<EmployeesPage />} />
          <Route path="employees/roles" element={<RolesPage />} />
          <Route path="outlets" element={<OutletsPage />} />
          <Route path="outlets/stock" element={<OutletStockPage />} />
          <Route path="delivery/riders" element={<RidersPage />} />
          <Route path="reports/sales" element={<SalesReportPage />} />
          <Route path="reports/inventory" element={<InventoryReportPage />} />
          <Route path="subscriptions" element={<SubscriptionsPage />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Route>
      </Route>
    </Routes>
  )
}
