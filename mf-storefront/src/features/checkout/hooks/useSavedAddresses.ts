// The signed-in customer's saved addresses at checkout: loaded once, the last used one chosen when the
// form has no point yet, and forgotten on request (put back if the server refuses).
import { toast } from '@shop/shared/toast'
import { useCallback, useEffect, useRef, useState } from 'react'
import { forgetAddress, listSavedAddresses } from '../api/saved-addresses.ts'
import type { CheckoutDraft } from '../draft.ts'
import { draftFromSaved, type SavedAddress } from '../saved-address.ts'

export type SavedAddressesState =
  | { status: 'loading'; addresses: [] }
  | { status: 'failed'; addresses: [] }
  | { status: 'ready'; addresses: SavedAddress[] }

export const FORGET_FAILED = 'Failed to remove the address. Please try again.'

export function useSavedAddresses(draft: CheckoutDraft, update: (patch: Partial<CheckoutDraft>) => void) {
  const [state, setState] = useState<SavedAddressesState>({ status: 'loading', addresses: [] })
  const draftRef = useRef(draft)
  draftRef.current = draft
  const preselected = useRef(false)

  const load = useCallback(() => {
    setState({ status: 'loading', addresses: [] })
    listSavedAddresses().then(
      (addresses) => {
        setState({ status: 'ready', addresses })
        if (preselected.current) return
        preselected.current = true
        const latest = addresses[0]
        if (latest && !draftRef.current.location) update(draftFromSaved(latest))
      },
      () => setState({ status: 'failed', addresses: [] }),
    )
  }, [update])

  useEffect(load, [load])

  const choose = useCallback((address: SavedAddress) => update(draftFromSaved(address)), [update])

  const forget = useCallback(
    async (address: SavedAddress) => {
      setState((current) =>
        current.status === 'ready'
          ? { status: 'ready', addresses: current.addresses.filter((a) => a.id !== address.id) }
          : current,
      )
      if (draftRef.current.savedAddressId === address.id) update({ savedAddressId: null })
      try {
        await forgetAddress(address.id)
      } catch {
        toast.error(FORGET_FAILED)
        load()
      }
    },
    [load, update],
  )

  return { state, retry: load, choose, forget }
}
