// How the back office writes an order's id and times: "Order #" + the last 6 characters of the id
// (backoffice spec, section 9), dates and times in Kampala whatever the device's zone.
const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Kampala',
})

export function shortOrderId(id: string): string {
  return id.slice(-6).toUpperCase()
}

export function orderNumber(id: string): string {
  return `Order #${shortOrderId(id)}`
}

export function formatKampalaTime(iso: string): string {
  return dateTime.format(new Date(iso))
}
