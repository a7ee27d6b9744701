// The signed-in customer's cart follows them from browser to browser: it is stored in their `carts` row,
// combined with the browser's cart when they sign in (or come back to a tab), and written back a moment
// after each change. A failed write is retried and never touches the browser's cart, so no line is lost;
// what was last stored is remembered in localStorage, so a later visit still knows what to send.
// Signing out clears the browser's cart (the shell does that); the stored cart stays for next time.
import { type CartProduct, type CartState, cartReplaced } from '@shop/shared/cart'
import {
  agreedBase,
  EMPTY_STORED_CART,
  mergeCarts,
  parseStoredCart,
  type StoredCart,
  toStoredCart,
} from '@shop/shared/cart/merge'
import type { AppStore } from '@shop/shared/store'
import { getSupabase, type ShopClient } from '@shop/shared/supabase'

/** localStorage: whose stored cart this browser last agreed with, and what it held. */
export const CART_SYNC_KEY = 'cart-synced'

export interface CartSyncOptions {
  /** Wait this long after the last change before writing. */
  debounceMs?: number
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null
}

interface SyncedWith {
  userId: string
  base: StoredCart
  /** A write under way: what was sent, until the server's answer is heard. */
  pending?: StoredCart
}

type Phase = 'off' | 'joining' | 'on'

const RETRY_MAX_MS = 30_000
/** Coming back to a tab re-reads the stored cart at most this often. */
const REFRESH_MIN_INTERVAL_MS = 15_000

function readSynced(storage: CartSyncOptions['storage']): SyncedWith | null {
  try {
    const raw = storage?.getItem(CART_SYNC_KEY)
    if (!raw) return null
    const parsed = JSON.parse(raw) as Partial<SyncedWith>
    if (typeof parsed.userId !== 'string') return null
    return {
      userId: parsed.userId,
      base: parseStoredCart(parsed.base ?? null),
      pending: parsed.pending ? parseStoredCart(parsed.pending) : undefined,
    }
  } catch {
    return null
  }
}

function writeSynced(storage: CartSyncOptions['storage'], value: SyncedWith | null) {
  try {
    if (value) storage?.setItem(CART_SYNC_KEY, JSON.stringify(value))
    else storage?.removeItem(CART_SYNC_KEY)
  } catch {
    // storage unavailable: the next visit merges as if signing in afresh
  }
}

async function readStoredCart(client: ShopClient): Promise<StoredCart> {
  const { data, error } = await client.from('carts').select('items, coupon_code').maybeSingle()
  if (error) throw new Error(error.message)
  return parseStoredCart(data)
}

async function readProducts(client: ShopClient, ids: string[]): Promise<Map<string, CartProduct>> {
  const products = new Map<string, CartProduct>()
  if (ids.length === 0) return products
  const { data, error } = await client
    .from('products')
    .select('id, name, price, discount_price, image_urls, stock')
    .in('id', ids)
  if (error) throw new Error(error.message)
  for (const row of data ?? []) {
    products.set(row.id, {
      id: row.id,
      name: row.name,
      price: Number(row.price),
      discount_price: row.discount_price === null ? null : Number(row.discount_price),
      image_url: Array.isArray(row.image_urls) ? (row.image_urls[0] ?? null) : null,
      stock: row.stock,
    })
  }
  return products
}

function sameCart(a: CartState, b: CartState) {
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * place_order empties the customer's stored cart: from then on the empty cart is what this browser last
 * agreed with. Without this, lines put back in the cart just after an order (Buy again) and a reload before
 * they were written would look like lines the server had removed, and the merge would drop them.
 */
export function storedCartEmptied(storage: CartSyncOptions['storage'] = browserLocalStorage()): void {
  const synced = readSynced(storage)
  if (synced) writeSynced(storage, { userId: synced.userId, base: EMPTY_STORED_CART })
}

function browserLocalStorage(): CartSyncOptions['storage'] {
  return typeof localStorage === 'undefined' ? null : localStorage
}

/** Starts following the signed-in customer's cart; returns a function that stops it. */
export function startCartSync(store: AppStore, options: CartSyncOptions = {}): () => void {
  const debounceMs = options.debounceMs ?? 800
  const storage = options.storage !== undefined ? options.storage : browserLocalStorage()
  let userId: string | null = null
  let phase: Phase = 'off'
  let cart = store.getState().cart
  let timer: ReturnType<typeof setTimeout> | undefined
  let failures = 0
  let dirty = false
  let lastRefresh = 0
  // Each sign-in (or sign-out) starts a new generation; answers for an older one are ignored.
  let generation = 0

  const schedule = (delay: number, run: () => Promise<void>) => {
    clearTimeout(timer)
    timer = setTimeout(() => void run(), delay)
  }
  const retryDelay = () => Math.min(RETRY_MAX_MS, 1000 * 2 ** failures++)

  /** A client whose session is still this customer's, or null (signed out meanwhile). */
  async function clientFor(owner: string): Promise<ShopClient | null> {
    const client = await getSupabase()
    const { data } = await client.auth.getSession()
    return data.session?.user.id === owner ? client : null
  }

  async function write(owner: string, run: number) {
    const snapshot = toStoredCart(store.getState().cart)
    try {
      const client = await clientFor(owner)
      if (!client || run !== generation) return
      writeSynced(storage, { userId: owner, base: readSynced(storage)?.base ?? EMPTY_STORED_CART, pending: snapshot })
      const { error } = await client.from('carts').upsert({ user_id: owner, ...snapshot }, { onConflict: 'user_id' })
      if (error) throw new Error(error.message)
      if (run !== generation) return
      failures = 0
      writeSynced(storage, { userId: owner, base: snapshot })
      dirty = JSON.stringify(toStoredCart(store.getState().cart)) !== JSON.stringify(snapshot)
      if (dirty) schedule(debounceMs, () => write(owner, run))
    } catch {
      if (run === generation) schedule(retryDelay(), () => write(owner, run))
    }
  }

  /** Reads the stored cart and combines it with the browser's (sign-in, reload, back to the tab). */
  async function join(owner: string, run: number) {
    try {
      const client = await clientFor(owner)
      if (!client || run !== generation) return
      const stored = await readStoredCart(client)
      const local = store.getState().cart
      const ids = [...new Set([...local.items.map((l) => l.product.id), ...stored.items.map((i) => i.product_id)])]
      const products = await readProducts(client, ids)
      if (run !== generation) return
      const synced = readSynced(storage)
      // Another customer's cart left in this browser: only what was added since counts as this one's.
      const pending = synced?.userId === owner ? synced.pending : undefined
      const base = agreedBase(stored, synced?.base ?? EMPTY_STORED_CART, pending)
      const now = store.getState().cart
      const merged = mergeCarts(now, stored, products, base)
      failures = 0
      phase = 'on'
      lastRefresh = Date.now()
      writeSynced(storage, { userId: owner, base: stored })
      if (!sameCart(merged, now)) {
        cart = merged
        store.dispatch(cartReplaced(merged))
        cart = store.getState().cart
      }
      dirty = JSON.stringify(toStoredCart(merged)) !== JSON.stringify(stored)
      if (dirty) schedule(0, () => write(owner, run))
    } catch {
      if (run === generation) schedule(retryDelay(), () => join(owner, run))
    }
  }

  function signedIn(owner: string) {
    generation++
    userId = owner
    phase = 'joining'
    failures = 0
    clearTimeout(timer)
    void join(owner, generation)
  }

  function signedOut() {
    generation++
    userId = null
    phase = 'off'
    dirty = false
    clearTimeout(timer)
    writeSynced(storage, null)
  }

  const onChange = () => {
    const state = store.getState()
    if (state.auth.status === 'ready') {
      const current = state.auth.user?.id ?? null
      if (current !== userId) {
        if (current) signedIn(current)
        else signedOut()
      }
    } else if (state.auth.status === 'error' && userId) {
      // The session could not be restored: stop, but remember what was stored for the next sign-in.
      generation++
      userId = null
      phase = 'off'
      clearTimeout(timer)
    }
    if (state.cart !== cart) {
      cart = state.cart
      if (userId && phase === 'on') {
        dirty = true
        const owner = userId
        const run = generation
        schedule(debounceMs, () => write(owner, run))
      }
    }
  }
  const unsubscribe = store.subscribe(onChange)
  onChange()

  const onVisible = () => {
    if (document.visibilityState !== 'visible' || !userId || phase !== 'on' || dirty) return
    if (Date.now() - lastRefresh < REFRESH_MIN_INTERVAL_MS) return
    lastRefresh = Date.now()
    void join(userId, generation)
  }
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible)

  return () => {
    generation++
    clearTimeout(timer)
    unsubscribe()
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible)
  }
}
