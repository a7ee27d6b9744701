// The checkout as a signed-in customer uses it: what Place Order asks for (contact details, a phone
// number as people in Uganda write it, a delivery location in Uganda, a mobile money number of the
// chosen network), the summary's figures (the delivery fee and its free-delivery threshold as the admin
// set them, a coupon), and what is kept when placing the order fails.
import { type AppUser, selectCurrentUser } from '@shop/shared/auth'
import { addItem, type CartProduct, selectCartItems } from '@shop/shared/cart'
import { DEFAULT_PRICING_SETTINGS, normalizeCouponCode, quoteCart } from '@shop/shared/pricing'
import { installFakeSupabase, type Row, refusal } from '@shop/shared/testing/fake-supabase'
import { renderInShell } from '@shop/shared/testing/render'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import CheckoutPage from './CheckoutPage.tsx'

const server = installFakeSupabase()

const CUSTOMER: AppUser = {
  id: 'c0000000-0000-4000-8000-000000000001',
  email: 'sarah@example.com',
  full_name: 'Sarah Namubiru',
  phone: null,
  is_admin: false,
}

const SAUSAGES: CartProduct = {
  id: 'p1000000-0000-4000-8000-000000000001',
  name: 'Beef Sausages 500 g',
  price: 18000,
  discount_price: null,
  stock: 40,
}
const RIBS: CartProduct = {
  id: 'p1000000-0000-4000-8000-000000000002',
  name: 'Goat Ribs 1 kg',
  price: 26000,
  discount_price: 24000,
  stock: 12,
}
const COUPONS: Record<string, number> = { WELCOME10: 10 }

const KOLOLO = {
  id: 'd0000000-0000-4000-8000-000000000001',
  label: 'Home',
  latitude: 0.3376,
  longitude: 32.5946,
  formatted_address: 'Kololo, Kampala',
  street: 'Plot 5, Kira Road',
  city: 'Kampala',
  instructions: '',
}

/** The shop as the server has it: its settings row, and quote_order priced by the shop's one rule. */
function shop({ deliveryFee = 5000, freeFrom = 100000, addresses = [] as Row[] } = {}) {
  server.table('settings', [
    {
      delivery_fee: deliveryFee,
      free_delivery_threshold: freeFrom,
      delivery_days: [1, 2, 3, 4, 5, 6],
      opens_at: '08:00',
      closes_at: '18:00',
      same_day_cutoff: '14:00',
    },
  ])
  server.table('customer_addresses', addresses)
  server.rpc('quote_order', ({ items, coupon_code }) => {
    const code = coupon_code ? normalizeCouponCode(String(coupon_code)) : null
    if (code && !(code in COUPONS)) return refusal('invalid_coupon', { coupon_code: code })
    const lines = (items as { product_id: string; quantity: number }[]).map(({ product_id, quantity }) => {
      const product = [SAUSAGES, RIBS].find((p) => p.id === product_id) as CartProduct
      return { product, quantity }
    })
    const settings = { ...DEFAULT_PRICING_SETTINGS, deliveryFee, freeDeliveryThreshold: freeFrom }
    const quote = quoteCart(
      lines.map(({ product, quantity }) => ({
        productId: product.id,
        price: product.price,
        discountPrice: product.discount_price,
        quantity,
      })),
      code ? (COUPONS[code] ?? null) : null,
      settings,
    )
    return {
      items: quote.lines.map((line, i) => ({
        product_id: line.productId,
        name: lines[i]?.product.name,
        quantity: line.quantity,
        price: line.price,
        discount_price: line.discountPrice,
        unit_price: line.unitPrice,
        line_total: line.lineTotal,
        stock: lines[i]?.product.stock,
        in_stock: true,
      })),
      subtotal: quote.subtotal,
      coupon_code: code,
      discount_percent: quote.discountPercent,
      discount_amount: quote.discountAmount,
      delivery_fee: quote.deliveryFee,
      free_delivery_threshold: freeFrom,
      total_amount: quote.totalAmount,
      currency: 'UGX',
    }
  })
}

function openCheckout(cart: [CartProduct, number][], { user = CUSTOMER as AppUser | null } = {}) {
  return renderInShell(<CheckoutPage />, {
    url: '/checkout',
    path: '/checkout',
    signedIn: { user },
    prepare: (store) => {
      for (const [product, quantity] of cart) store.dispatch(addItem({ product, quantity }))
    },
  })
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
/** The message the form shows under a field. */
const messageOf = (label: string) => {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ')
}
const summary = () => within(screen.getByRole('region', { name: 'Order Summary' }))
const figure = (label: string) => summary().getByText(label).nextElementSibling?.textContent

describe('checkout', () => {
  it('asks for what is missing when Place Order is pressed, and moves to the first field in error', async () => {
    shop()
    const { user } = openCheckout([[SAUSAGES, 1]])
    await user.clear(field('Full Name'))
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    expect(messageOf('Full Name')).toBe('Please enter your full name')
    expect(messageOf('Phone')).toContain('Please enter your phone number')
    expect(messageOf('Email')).toBe('')
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a delivery location')
    await waitFor(() => expect(field('Full Name')).toHaveFocus())
    expect(server.rpcCalls('place_order')).toEqual([])
  })

  it('takes a phone number as people in Uganda write it, and says when it is not one', async () => {
    shop()
    const { user } = openCheckout([[SAUSAGES, 1]])
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    for (const [typed, message] of [
      ['0772 123 456', ''],
      ['+256 772 123 456', ''],
      ['256772123456', ''],
      ['0772 123', 'Please enter a valid phone number'],
      ['call me', 'Please enter a valid phone number'],
    ]) {
      await user.clear(field('Phone'))
      await user.type(field('Phone'), typed as string)
      expect(messageOf('Phone'), typed).toBe(message)
    }
    await user.type(field('Email'), '{Control>}a{/Control}sarah@example')
    expect(messageOf('Email')).toBe('Please enter a valid email address')
  })

  it('asks for a mobile money number of the network chosen', async () => {
    shop({ addresses: [KOLOLO] })
    const { user } = openCheckout([[SAUSAGES, 1]])
    expect(screen.queryByLabelText('Mobile Money Number')).not.toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: /MTN Mobile Money/ }))
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    expect(messageOf('Mobile Money Number')).toContain('Please enter your mobile money number')
    await user.type(field('Mobile Money Number'), '0752 123 456')
    expect(messageOf('Mobile Money Number')).toContain(
      'This is an Airtel number. Please enter an MTN number or choose Airtel Money.',
    )
    await user.click(screen.getByRole('radio', { name: /Airtel Money/ }))
    expect(messageOf('Mobile Money Number')).toBe('You will confirm the payment on this phone.')
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }))
    expect(screen.queryByLabelText('Mobile Money Number')).not.toBeInTheDocument()
  })

  it('says at once that a delivery point outside Uganda will not do', async () => {
    shop({ addresses: [{ ...KOLOLO, label: 'Nairobi office', latitude: -1.2921, longitude: 36.8219 }] })
    openCheckout([[SAUSAGES, 1]])
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Selected location must be in Uganda')
    expect(alert).toHaveTextContent('Please select a location in Uganda')
  })

  it('charges the delivery fee below the free-delivery threshold, and says how much more makes it free', async () => {
    shop()
    openCheckout([
      [SAUSAGES, 2],
      [RIBS, 1],
    ])
    await waitFor(() => expect(figure('Subtotal')).toBe('UGX 60,000'))
    expect(figure('Delivery Fee')).toBe('UGX 5,000')
    expect(figure('Total')).toBe('UGX 65,000')
    expect(summary().getByText('Add UGX 40,000 more for free delivery.')).toBeInTheDocument()
    expect(
      within(screen.getByRole('list', { name: 'Order items' })).getByText('Goat Ribs 1 kg × 1').nextSibling,
    ).toHaveTextContent('UGX 24,000')
  })

  it('delivers free from the threshold, with the fee and threshold the admin has set', async () => {
    shop({ deliveryFee: 7000, freeFrom: 90000 })
    openCheckout([[SAUSAGES, 5]])
    await waitFor(() => expect(figure('Subtotal')).toBe('UGX 90,000'))
    await waitFor(() => expect(figure('Delivery Fee')).toBe('Free'))
    expect(figure('Total')).toBe('UGX 90,000')
    expect(summary().queryByText(/more for free delivery/)).not.toBeInTheDocument()
  })

  it('applies a coupon in any case; the discount counts before the free-delivery threshold', async () => {
    shop()
    const { user } = openCheckout([[SAUSAGES, 6]])
    await waitFor(() => expect(figure('Delivery Fee')).toBe('Free'))
    await user.type(screen.getByLabelText('Discount Code'), 'welcome10')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('Coupon applied successfully!')).toBeInTheDocument()
    await waitFor(() => expect(figure('Discount (WELCOME10, 10%)')).toBe('-UGX 10,800'))
    expect(figure('Delivery Fee')).toBe('UGX 5,000')
    expect(figure('Total')).toBe('UGX 102,200')
    expect(screen.getByLabelText('Discount Code')).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument()
  })

  it('says "Invalid coupon code" for a code the shop does not have', async () => {
    shop()
    const { user } = openCheckout([[SAUSAGES, 1]])
    await user.type(screen.getByLabelText('Discount Code'), 'FREEMEAT')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid coupon code')
    expect(figure('Total')).toBe('UGX 23,000')
  })

  it('places a cash order with product ids and quantities only, then opens the order and empties the cart', async () => {
    shop({ addresses: [KOLOLO] })
    server.rpc('place_order', () => ({
      id: 'e0000000-0000-4000-8000-000000000001',
      total_amount: 65000,
      payment_method: 'cash_on_delivery',
      status: 'pending',
      payment_status: 'pending',
    }))
    const { user, store, location } = openCheckout([
      [SAUSAGES, 2],
      [RIBS, 1],
    ])
    await screen.findByText(/Plot 5, Kira Road/, { selector: '.payment-methods__note' })
    await user.type(field('Phone'), '0772 481 530')
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    await waitFor(() => expect(location()).toBe('/orders/e0000000-0000-4000-8000-000000000001'))
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument()
    expect(selectCartItems(store.getState())).toEqual([])
    const [sent] = server.rpcCalls('place_order')
    expect(sent).toMatchObject({
      items: [
        { product_id: SAUSAGES.id, quantity: 2 },
        { product_id: RIBS.id, quantity: 1 },
      ],
      payment_method: 'cash_on_delivery',
      delivery_latitude: KOLOLO.latitude,
      delivery_longitude: KOLOLO.longitude,
      shipping_address: { full_name: 'Sarah Namubiru', phone: '+256772481530', street: 'Plot 5, Kira Road' },
    })
  })

  it('keeps everything typed when the order is refused, says why, and sends the same attempt again', async () => {
    shop({ addresses: [KOLOLO] })
    server.rpc('place_order', () =>
      refusal('insufficient_stock', { product_id: RIBS.id, product_name: 'Goat Ribs 1 kg', stock: 1 }),
    )
    const { user, store, location } = openCheckout([[RIBS, 3]])
    await screen.findByText(/Plot 5, Kira Road/, { selector: '.payment-methods__note' })
    await user.type(field('Phone'), '0772 481 530')
    await user.type(screen.getByLabelText('Delivery Instructions'), 'Call at the gate')
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    const failure = await screen.findByRole('alert')
    expect(failure).toHaveTextContent('Only 1 of Goat Ribs 1 kg left in stock')
    expect(failure).toHaveTextContent('Please reduce the quantity in your cart.')
    expect(location()).toBe('/checkout')
    expect(field('Phone').value).toBe('0772 481 530')
    expect(screen.getByLabelText('Delivery Instructions')).toHaveValue('Call at the gate')
    expect(selectCartItems(store.getState())).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled()

    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    await waitFor(() => expect(server.rpcCalls('place_order')).toHaveLength(2))
    const [first, second] = server.rpcCalls('place_order')
    expect(second?.request_id).toBe(first?.request_id)
  })

  it('says "Failed to place order. Please try again." when the server fails for another reason', async () => {
    shop({ addresses: [KOLOLO] })
    const { user } = openCheckout([[SAUSAGES, 1]])
    await screen.findByText(/Plot 5, Kira Road/, { selector: '.payment-methods__note' })
    await user.type(field('Phone'), '0772 481 530')
    server.failNext('POST /rest/v1/rpc/place_order')
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to place order. Please try again.')
  })

  it('keeps the order when its payment cannot be started, says so, and opens the order', async () => {
    shop({ addresses: [KOLOLO] })
    server.rpc('place_order', () => ({
      id: 'e0000000-0000-4000-8000-000000000002',
      total_amount: 23000,
      payment_method: 'mtn_money',
      status: 'pending',
      payment_status: 'pending',
    }))
    server.failNext('POST /api/payments/initiate')
    const { user, location } = openCheckout([[SAUSAGES, 1]])
    await screen.findByText(/Plot 5, Kira Road/, { selector: '.payment-methods__note' })
    await user.type(field('Phone'), '0772 481 530')
    await user.click(screen.getByRole('radio', { name: /MTN Mobile Money/ }))
    await user.type(field('Mobile Money Number'), '0772 481 530')
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    expect(await screen.findByText('Failed to initiate payment. Please try again.')).toBeInTheDocument()
    await waitFor(() => expect(location()).toBe('/orders/e0000000-0000-4000-8000-000000000002'))
  })

  it('asks a visitor to sign in, and sends an empty cart back to the cart', async () => {
    shop()
    const visitor = openCheckout([[SAUSAGES, 1]], { user: null })
    expect(screen.getByText('Please sign in to continue checkout')).toBeInTheDocument()
    expect(selectCurrentUser(visitor.store.getState())).toBeNull()
    visitor.unmount()

    const { location } = openCheckout([])
    await waitFor(() => expect(location()).toBe('/cart'))
  })
})
