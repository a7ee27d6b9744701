// Dates on the order screens, in Kampala's time whatever the device's zone.
const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Kampala',
})

export function formatOrderDate(iso: string): string {
  return dateTime.format(new Date(iso))
}

/** Storefront spec section 9: an order id is shown as its first 8 characters. */
export function shortOrderId(id: string): string {
  return id.slice(0, 8)
}
