// The product form's values and what is saved (name, description, price with step 0.01, whole stock,
// category; several images; an optional discount price below the price).
import type { AdminProduct, ProductInput } from './api/products.ts'

export interface ProductFormValues {
  name: string
  description: string
  price: number | null
  discount_price: number | null
  stock: number | null
  category_id: string | null
  image_urls: string[]
}

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  price: null,
  discount_price: null,
  stock: null,
  category_id: null,
  image_urls: [],
}

export function formValuesOf(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    discount_price: product.discount_price,
    stock: product.stock,
    category_id: product.category_id,
    image_urls: product.image_urls,
  }
}

/** Money to the cent, as the column keeps it. */
const cents = (value: number) => Math.round(value * 100) / 100

export function productInputOf(values: ProductFormValues): ProductInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: cents(values.price ?? 0),
    discount_price:
      values.discount_price === null || values.discount_price === undefined ? null : cents(values.discount_price),
    stock: Math.trunc(values.stock ?? 0),
    category_id: values.category_id,
    image_urls: values.image_urls,
  }
}

/** The discount price must be below the price (the database refuses anything else). */
export function discountProblem(price: number | null, discount: number | null): string | null {
  if (discount === null || discount === undefined || price === null || price === undefined) return null
  return discount < price ? null : 'The discount price must be lower than the price'
}

export type StockState = 'out' | 'low' | 'in'

/** The card's stock: Out of Stock at 0, the low-stock alert at 10 or less, else In Stock. */
export function stockState(stock: number): StockState {
  if (stock <= 0) return 'out'
  return stock <= 10 ? 'low' : 'in'
}
