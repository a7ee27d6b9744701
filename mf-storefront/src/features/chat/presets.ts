// The chat widget's five preset messages and the WhatsApp link each opens: wa.me with the company
// chat number (international digits, no "+") and the text prefilled.

export interface PresetMessage {
  label: string
  text: string
}

export const PRESET_MESSAGES: readonly PresetMessage[] = [
  { label: 'Ask about our products', text: 'Hello Kampala Meats, I would like to ask about your products.' },
  { label: 'Get help with an order', text: 'Hello Kampala Meats, I need help with my order.' },
  { label: 'Business hours', text: 'Hello Kampala Meats, what are your business hours?' },
  { label: 'Delivery services', text: 'Hello Kampala Meats, I would like to know more about your delivery services.' },
  { label: 'Complaint about an order', text: 'Hello Kampala Meats, I would like to make a complaint about my order.' },
]

/** "+256 414 000 000" → "256414000000"; a local "0414 000 000" gets Uganda's country code. */
export function chatNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (phone.trim().startsWith('+')) return digits
  if (digits.startsWith('0')) return `256${digits.slice(1)}`
  return digits
}

export function whatsappLink(phone: string, text: string): string {
  return `https://wa.me/${chatNumber(phone)}?text=${encodeURIComponent(text)}`
}

/** The floating button sits bottom-left on /products (clear of the catalogue's own controls). */
export function widgetSide(pathname: string): 'left' | 'right' {
  return pathname.replace(/\/+$/, '') === '/products' ? 'left' : 'right'
}
