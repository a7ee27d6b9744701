// The mobile money number a customer chose at checkout, remembered for the order in this browser
// session, so that "Pay now" on the order page charges the same number.
const key = (orderId: string) => `payer-phone:${orderId}`

export function rememberPayerPhone(orderId: string, phone: string): void {
  try {
    sessionStorage.setItem(key(orderId), phone)
  } catch {
    // storage unavailable: "Pay now" falls back to the order's contact phone
  }
}

export function payerPhoneFor(orderId: string): string | null {
  try {
    return sessionStorage.getItem(key(orderId))
  } catch {
    return null
  }
}
