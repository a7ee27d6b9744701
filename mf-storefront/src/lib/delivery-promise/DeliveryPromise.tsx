// The delivery day the shop promises an order placed now (@shop/shared/business/delivery-day), on the
// product page, in the cart and at checkout: "Arrives today" before 2 PM on a delivery day, else the next
// delivery day. Re-read every minute, so a page left open past 2 PM says the new day.
import { deliveryPromise, SHOP_DELIVERY_HOURS, shopTime } from '@shop/shared/business/delivery-day'
import { useEffect, useState } from 'react'
import './delivery-promise.css'

function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

export function DeliveryPromise() {
  const now = useMinuteClock()
  const { label } = deliveryPromise(now)
  return (
    <p className="delivery-promise" data-testid="delivery-promise">
      <strong>{label}</strong>{' '}
      {label === 'Arrives today'
        ? `when you order before ${shopTime(SHOP_DELIVERY_HOURS.sameDayCutoff)} (Kampala time)`
        : `with our next delivery round (Monday to Saturday, ${shopTime(SHOP_DELIVERY_HOURS.opensAt)} to ${shopTime(SHOP_DELIVERY_HOURS.closesAt)})`}
    </p>
  )
}
