// The delivery day the shop promises an order placed now (@shop/shared/business/delivery-day), on the
// product page, in the cart and at checkout: "Arrives today" before 2 PM on a delivery day, else the next
// delivery day, by the hours an admin set. Re-read every minute, so a page left open past the cut-off says
// the new day.
import { deliveryDaysLabel, deliveryPromise, shopTime } from '@shop/shared/business/delivery-day'
import { useEffect, useState } from 'react'
import { useShopSettings } from '../shop-settings/use-shop-settings.ts'
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
  const hours = useShopSettings().deliveryHours
  const { label } = deliveryPromise(now, hours)
  return (
    <p className="delivery-promise" data-testid="delivery-promise">
      <strong>{label}</strong>{' '}
      {label === 'Arrives today'
        ? `when you order before ${shopTime(hours.sameDayCutoff)} (Kampala time)`
        : `with our next delivery round (${deliveryDaysLabel(hours.days)}, ${shopTime(hours.opensAt)} to ${shopTime(hours.closesAt)})`}
    </p>
  )
}
