// The outlet's orders (/outlet/orders, /outlet/orders/{id}): the shared orders screen, which RLS limits
// to this outlet's orders, offering the changes the transition functions allow its staff (preparing an
// order, handing it to its rider) and, to its managers, assigning and reassigning riders. The open order
// is kept in the path; opening it marks it seen for the whole outlet, which takes it off the new-order
// alert on every open screen (the alert itself announces new orders).
import { isUuid } from '@shop/shared/ids/uuid'
import { OrdersScreen } from '@shop/shared/orders-screen'
import { useEffect } from 'react'
import { useNavigate, useParams } from 'react-router'
import { useMarkOrderSeenMutation } from '../../lib/new-orders/api.ts'
import { useCurrentOutlet } from '../../lib/outlet/current-outlet.ts'

export default function OrdersPage() {
  const { id } = useParams()
  const navigate = useNavigate()
  const { isManager } = useCurrentOutlet()
  const [markSeen] = useMarkOrderSeenMutation()
  useEffect(() => {
    if (id && isUuid(id)) void markSeen(id)
  }, [id, markSeen])
  return (
    <OrdersScreen
      portal="outlet"
      assignsRiders={isManager}
      title="Orders"
      orderId={id ?? null}
      onOpenOrder={(orderId) => navigate(`/outlet/orders/${orderId}`)}
      onCloseOrder={() => navigate('/outlet/orders')}
    />
  )
}
