// The checkout form's state, prefilled from the customer's profile and kept in sessionStorage as it
// changes (see draft.ts).
import type { AppUser } from '@shop/shared/auth'
import { useCallback, useEffect, useState } from 'react'
import { type CheckoutDraft, forgetDraft, loadDraft, newDraft, saveDraft } from '../draft.ts'

export function useCheckoutDraft(user: AppUser) {
  const [draft, setDraft] = useState<CheckoutDraft>(() => loadDraft(user.id, newDraft(user)))

  useEffect(() => {
    saveDraft(user.id, draft)
  }, [user.id, draft])

  const update = useCallback((patch: Partial<CheckoutDraft>) => setDraft((current) => ({ ...current, ...patch })), [])
  const forget = useCallback(() => forgetDraft(user.id), [user.id])
  return { draft, update, forget }
}
