// The customer's saved addresses as one-tap choices above the address search; each can be removed.
import type { CheckoutDraft } from '../draft.ts'
import type { SavedAddressesState } from '../hooks/useSavedAddresses.ts'
import { addressLine, type SavedAddress } from '../saved-address.ts'

interface Props {
  draft: CheckoutDraft
  state: SavedAddressesState
  onChoose(address: SavedAddress): void
  onForget(address: SavedAddress): void
  onRetry(): void
}

export function SavedAddresses({ draft, state, onChoose, onForget, onRetry }: Props) {
  if (state.status === 'loading') return <p className="checkout__hint">Loading your saved addresses…</p>
  if (state.status === 'failed') {
    return (
      <div className="saved-addresses__failed">
        <p className="checkout__hint">
          We couldn’t load your saved addresses. You can still search for your address or tap the map.
        </p>
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      </div>
    )
  }
  if (state.addresses.length === 0) return null
  return (
    <fieldset className="saved-addresses">
      <legend>Saved addresses</legend>
      {state.addresses.map((address) => (
        <div key={address.id} className="saved-addresses__row">
          <label className="payment-methods__option saved-addresses__option">
            <input
              type="radio"
              name="saved-address"
              value={address.id}
              checked={draft.savedAddressId === address.id}
              onChange={() => onChoose(address)}
            />
            <span>
              <span className="payment-methods__label">{address.label}</span>
              <span className="payment-methods__note">{addressLine(address)}</span>
            </span>
          </label>
          <button
            type="button"
            className="button saved-addresses__remove"
            aria-label={`Remove ${address.label}`}
            onClick={() => onForget(address)}
          >
            Remove
          </button>
        </div>
      ))}
    </fieldset>
  )
}
