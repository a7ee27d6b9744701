import { describe, expect, it } from 'vitest'
import { chatNumber, PRESET_MESSAGES, whatsappLink, widgetSide } from './presets.ts'

describe('chat widget', () => {
  it('offers five preset messages: products, an order, business hours, delivery, a complaint', () => {
    expect(PRESET_MESSAGES.map((p) => p.label)).toEqual([
      'Ask about our products',
      'Get help with an order',
      'Business hours',
      'Delivery services',
      'Complaint about an order',
    ])
  })

  it('each opens a WhatsApp chat with the company number and the text prefilled', () => {
    expect(whatsappLink('+256 414 000 000', 'Hello, what are your business hours?')).toBe(
      'https://wa.me/256414000000?text=Hello%2C%20what%20are%20your%20business%20hours%3F',
    )
  })

  it('the chat number is international digits without "+" (a local 0 becomes 256)', () => {
    expect(chatNumber('+256 772 123 456')).toBe('256772123456')
    expect(chatNumber('0772 123 456')).toBe('256772123456')
  })

  it('sits bottom-left on /products and bottom-right elsewhere', () => {
    expect(widgetSide('/products')).toBe('left')
    expect(widgetSide('/products/')).toBe('left')
    expect(widgetSide('/')).toBe('right')
    expect(widgetSide('/products/0b6f1e8e-1111-4111-8111-111111111111')).toBe('right')
    expect(widgetSide('/contact')).toBe('right')
  })
})
