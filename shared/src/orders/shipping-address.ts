/** An order's `shipping_address` (jsonb) as checkout writes it; each part may be missing in old rows. */
export interface ShippingAddress {
  full_name?: string
  email?: string
  phone?: string
  street?: string
  city?: string
  state?: string
  postal_code?: string
  country?: string
  formatted_address?: string
}
