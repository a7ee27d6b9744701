// Delivery address: search (restricted to Uganda), the map (tap to pick, drag to move), "Use my
// location", the picked address with house/street and city to correct, checked against Uganda's outline;
// above them the customer's saved addresses, and below, whether to keep a new one for next time.
import { isInUganda } from '@shop/shared/geo'
import { AddressCombobox } from '@shop/shared/geocoder/address-combobox'
import type { Geocoder } from '@shop/shared/geocoder/geocoder'
import { toast } from '@shop/shared/toast'
import { lazy, Suspense, useId, useRef, useState } from 'react'
import { FormField } from '../../../components/FormField.tsx'
import type { CheckoutDraft, DeliveryLocation } from '../draft.ts'
import { useSavedAddresses } from '../hooks/useSavedAddresses.ts'
import { LABEL_MAX } from '../saved-address.ts'
import { CHECKOUT_MESSAGES } from '../validation.ts'
import type { MapFocus } from './DeliveryMap.tsx'
import { SavedAddresses } from './SavedAddresses.tsx'

const DeliveryMap = lazy(() => import(/* webpackChunkName: "delivery-map" */ './DeliveryMap.tsx'))

/** The map starts on central Kampala at zoom 15, 17 on the customer's location. */
export const MAP_DEFAULT: MapFocus = { lat: 0.3476, lng: 32.5825, zoom: 15 }
export const CURRENT_LOCATION_ZOOM = 17
const SEARCH_RESULT_ZOOM = 16
const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 }

const pinned = (lat: number, lng: number): DeliveryLocation => ({
  lat,
  lng,
  formattedAddress: `Pinned location (${lat.toFixed(5)}, ${lng.toFixed(5)})`,
  street: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
})

export interface DeliverySectionProps {
  draft: CheckoutDraft
  update(patch: Partial<CheckoutDraft>): void
  error: string | undefined
  geocoder: Geocoder
}

export function DeliverySection({ draft, update, error, geocoder }: DeliverySectionProps) {
  const [focus, setFocus] = useState<MapFocus>(() =>
    draft.location ? { lat: draft.location.lat, lng: draft.location.lng, zoom: SEARCH_RESULT_ZOOM } : MAP_DEFAULT,
  )
  const [locating, setLocating] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  // The street and city the last picked place filled in: replaced by the next pick, unless the
  // customer has typed their own.
  const autoFilled = useRef({ street: draft.street, city: draft.city })
  const draftRef = useRef(draft)
  draftRef.current = draft
  const pickSeq = useRef(0)
  const ids = { error: useId(), save: useId() }
  const saved = useSavedAddresses(draft, update)

  function fill(location: DeliveryLocation) {
    const current = draftRef.current
    const patch: Partial<CheckoutDraft> = { location, savedAddressId: null }
    if (current.street === autoFilled.current.street) patch.street = location.street
    if (current.city === autoFilled.current.city) patch.city = location.city
    autoFilled.current = { street: patch.street ?? current.street, city: patch.city ?? current.city }
    update(patch)
  }

  /** A point from the map or the browser's location: checked, then described by reverse geocoding. */
  function pickPoint(lat: number, lng: number) {
    const seq = ++pickSeq.current
    setNotice(null)
    const point = pinned(lat, lng)
    fill(point)
    if (!isInUganda(lat, lng)) {
      toast.error(CHECKOUT_MESSAGES.outsideUganda)
      return
    }
    geocoder.reverse(lat, lng).then(
      (nearest) => {
        if (seq !== pickSeq.current || !nearest) return
        fill({ ...nearest, lat, lng, formattedAddress: nearest.formattedAddress || point.formattedAddress })
      },
      () => {
        // The point stands without a name; the customer can describe it in the street field.
      },
    )
  }

  function pickResult(result: DeliveryLocation) {
    ++pickSeq.current
    setNotice(null)
    fill(result)
    setFocus({ lat: result.lat, lng: result.lng, zoom: SEARCH_RESULT_ZOOM })
    if (!isInUganda(result.lat, result.lng)) toast.error(CHECKOUT_MESSAGES.outsideUganda)
  }

  function locateMe() {
    if (!('geolocation' in navigator)) {
      setNotice('Your browser cannot share its location. Search for your address or tap the map.')
      return
    }
    setLocating(true)
    setNotice(null)
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false)
        setFocus({ lat: coords.latitude, lng: coords.longitude, zoom: CURRENT_LOCATION_ZOOM })
        pickPoint(coords.latitude, coords.longitude)
      },
      () => {
        setLocating(false)
        setNotice("We couldn't get your location. Search for your address or tap the map.")
      },
      GEOLOCATION_OPTIONS,
    )
  }

  const location = draft.location
  const outside = location !== null && !isInUganda(location.lat, location.lng)
  // Outside Uganda is said at once; "select a location" only once the customer tries to order.
  const shownError = outside ? CHECKOUT_MESSAGES.outsideUganda : error

  return (
    <section className="checkout__section" aria-labelledby="checkout-delivery">
      <h2 id="checkout-delivery">Delivery Address</h2>
      <SavedAddresses
        draft={draft}
        state={saved.state}
        onChoose={(address) => {
          saved.choose(address)
          autoFilled.current = { street: address.street, city: address.city }
          setFocus({ lat: address.latitude, lng: address.longitude, zoom: SEARCH_RESULT_ZOOM })
        }}
        onForget={(address) => void saved.forget(address)}
        onRetry={saved.retry}
      />
      <AddressCombobox
        geocoder={geocoder}
        onPick={pickResult}
        label="Search for your address"
        classNames={{ hint: 'checkout__hint', error: 'checkout__error', button: 'button' }}
      />

      <div className="checkout__map-actions">
        <button type="button" className="button" onClick={locateMe} disabled={locating}>
          {locating ? 'Finding your location…' : 'Use my location'}
        </button>
      </div>
      {notice ? <p className="checkout__hint">{notice}</p> : null}
      <Suspense fallback={<div className="delivery-map delivery-map--loading">Loading map…</div>}>
        <DeliveryMap point={location} invalid={outside} focus={focus} onPick={pickPoint} />
      </Suspense>

      <div className="checkout__picked" aria-live="polite">
        {location ? (
          <p>
            <strong>Delivery location:</strong> {location.formattedAddress}
          </p>
        ) : (
          <p className="checkout__hint">No delivery location selected yet.</p>
        )}
        {shownError ? (
          <div id={ids.error} className="checkout__field-error" role="alert">
            <p>{shownError}</p>
            {shownError === CHECKOUT_MESSAGES.outsideUganda ? (
              <p className="checkout__field-hint">{CHECKOUT_MESSAGES.outsideUgandaHint}</p>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className="checkout__grid">
        <FormField
          label="House, building and street"
          value={draft.street}
          onValueChange={(street) => update({ street, savedAddressId: null })}
          autoComplete="street-address"
          placeholder="e.g. Plot 5, Kira Road"
        />
        <FormField
          label="City or town"
          value={draft.city}
          onValueChange={(city) => update({ city, savedAddressId: null })}
          autoComplete="address-level2"
        />
      </div>
      {location && !draft.savedAddressId ? (
        <div className="checkout__grid">
          <div className="checkout__save-address">
            <input
              id={ids.save}
              type="checkbox"
              checked={draft.saveAddress}
              onChange={(event) => update({ saveAddress: event.target.checked })}
            />
            <label htmlFor={ids.save}>Save this address for next time</label>
          </div>
          {draft.saveAddress ? (
            <FormField
              label="Name this address"
              value={draft.addressLabel}
              onValueChange={(addressLabel) => update({ addressLabel })}
              maxLength={LABEL_MAX}
              placeholder="e.g. Home, Work"
            />
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
