// How the back office names an order (backoffice spec: "'Order #' plus last 6 characters of id"): the same
// six characters the server's notifications and the orders screen's search use.
export function orderNumber(id: string): string {
  return `Order #${id.slice(-6)}`
}
