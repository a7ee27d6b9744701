// The outlet's orders (/outlet/orders, /outlet/orders/{id}): the shared orders screen, which RLS limits
// to this outlet's orders, offering the changes the transition functions allow its staff (preparing an
// order, handing it to its rider) and, to its managers, assigning and reassigning riders. The open order
// is kept in the path; a new order for the outlet says "New order received!".
import { OrdersScreen } from '@shop/shared/orders-screen'
import { toast } from '@shop/shared/toast'
import { useNavigate, useParams } from 'react-router'
import { useCurrentOutlet } from '../../lib/outlet/current-outlet.ts'

export default function OrdersPage() {
  const { id } = useParams()
  const navigate = useNavigate()
  const { isManager } = useCurrentOutlet()
  return (
    <OrdersScreen
      portal="outlet"
      assignsRiders={isManager}
      title="Orders"
      orderId={id ?? null}
      onOpenOrder={(orderId) => navigate(`/outlet/orders/${orderId}`)}
      onCloseOrder={() => navigate('/outlet/orders')}
      onNewOrder={() => toast.show('New order received!')}
    />
  )
}
