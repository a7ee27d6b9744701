// The outlet's orders (/outlet/orders, /outlet/orders/{id}): the shared orders screen, which RLS limits
// to this outlet's orders, offering the changes the transition functions allow its staff (preparing an
// order: mark_order_processing; riders are assigned by an admin and confirm pickup themselves). The
// open order is kept in the path; opening it marks it seen for the whole outlet, which takes it off the
// new-order alert on every open screen (the alert itself announces new orders).
import { isUuid } from '@shop/shared/ids/uuid'
import { OrdersScreen } from '@shop/shared/orders-screen'
import { useEffect } from 'react'
import { useNavigate, useParams } from 'react-router'
import { useMarkOrderSeenMutation } from '../../lib/new-orders/api.ts'

export default function OrdersPage() {
  const { id } = useParams()
  const navigate = useNavigate()
  const [markSeen] = useMarkOrderSeenMutation()
  useEffect(() => {
    if (id && isUuid(id)) void markSeen(id)
  }, [id, markSeen])
  return (
    <OrdersScreen
      portal="outlet"
      title="Orders"
      orderId={id ?? null}
      onOpenOrder={(orderId) => navigate(`/outlet/orders/${orderId}`)}
      onCloseOrder={() => navigate('/outlet/orders')}
    />
  )
}
