// The admin's orders: the shared orders screen, all orders or one status (/admin/orders/pending,
// /admin/orders/processing), with every status change an admin may make.
import { OrdersScreen } from '@shop/shared/orders-screen'

const VIEWS = {
  all: { title: 'Orders', status: undefined },
  pending: { title: 'Pending Orders', status: 'pending' },
  processing: { title: 'Processing Orders', status: 'processing' },
} as const

export default function OrdersPage({ view }: { view: keyof typeof VIEWS }) {
  const { title, status } = VIEWS[view]
  return <OrdersScreen key={view} portal="admin" title={title} status={status} />
}
