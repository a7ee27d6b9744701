// The add-to-cart button with its three states: "Add to Cart"; "Added to Cart" (already in the cart,
// disabled); "Out of Stock" (stock 0, disabled). A visitor who is not signed in is asked to sign in
// ("Please sign in to add items to cart") in the shell's modal, which adds the product once they have.
// Adding says "Added to cart".
//
//   <AddToCartButton product={{ id, name, price, discount_price, image_url, stock }} />
//   <AddToCartButton product={...} quantity={3} describedBy={titleId} block />
import { selectCurrentUser, signInRequested } from '@shop/shared/auth'
import { addItem, type CartProduct, selectCartLine } from '@shop/shared/cart'
import { useAppDispatch, useAppSelector } from '@shop/shared/store/hooks'
import { toast } from '@shop/shared/toast'
import './add-to-cart.css'

export const SIGN_IN_TO_ADD = 'Please sign in to add items to cart'

export interface AddToCartButtonProps {
  product: CartProduct & { stock: number }
  quantity?: number
  /** id of the element naming the product, for screen readers on lists of cards. */
  describedBy?: string
  /** Full width. */
  block?: boolean
}

export function AddToCartButton({ product, quantity = 1, describedBy, block = false }: AddToCartButtonProps) {
  const dispatch = useAppDispatch()
  const user = useAppSelector(selectCurrentUser)
  const inCart = useAppSelector((state) => selectCartLine(state, product.id)) !== undefined
  const className = `button button--primary add-to-cart${block ? ' add-to-cart--block' : ''}`

  if (product.stock <= 0) {
    return (
      <button type="button" className={className} disabled aria-describedby={describedBy}>
        Out of Stock
      </button>
    )
  }
  if (inCart) {
    return (
      <button type="button" className={className} disabled aria-describedby={describedBy}>
        Added to Cart
      </button>
    )
  }
  const add = () => {
    const line = { product: cartProduct(product), quantity }
    if (!user) {
      toast.show(SIGN_IN_TO_ADD)
      dispatch(signInRequested({ pendingAdd: line }))
      return
    }
    dispatch(addItem(line))
    toast.success('Added to cart')
  }
  return (
    <button type="button" className={className} onClick={add} aria-describedby={describedBy}>
      Add to Cart
    </button>
  )
}

/** Only what a cart line keeps (the list's product rows carry more). */
function cartProduct(product: CartProduct & { stock: number }): CartProduct {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    discount_price: product.discount_price,
    image_url: product.image_url ?? null,
    stock: product.stock,
  }
}
