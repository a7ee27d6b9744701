// Profile: name, rating to one decimal, total deliveries and vehicle; full name and phone editable
// (both required, the phone by the shop's phone rule and stored +256…), e-mail read-only; sign-out;
// support phone and e-mail; the emergency line; the version.

import { selectRider } from '@shop/shared/auth'
import { useSignOut } from '@shop/shared/auth/sign-out'
import { business } from '@shop/shared/business'
import { useAppSelector } from '@shop/shared/store/hooks'
import { toast } from '@shop/shared/toast'
import { type FormEvent, useEffect, useState } from 'react'
import { Field } from '../../components/Field.tsx'
import { useRiderProfileQuery } from '../../lib/api/rider-api.ts'
import { telUrl } from '../../lib/directions.ts'
import { forgetLastPaint } from '../../lib/last-paint/last-paint.ts'
import { fullNameError, phoneError, ugandanPhone } from '../../lib/profile-rules.ts'
import { useUpdateProfileMutation } from './api/profile.ts'

export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully',
  failed: 'Failed to update profile',
} as const

export default function ProfilePage() {
  const rider = useAppSelector(selectRider)
  const riderId = rider?.id ?? ''
  const profile = useRiderProfileQuery(riderId, { skip: !riderId })
  const [save, saving] = useUpdateProfileMutation()
  const { signOut, busy } = useSignOut('/rider/login')
  // The dashboard's kept paint holds the rider's deliveries: it goes with the session.
  const signOutHere = () => {
    forgetLastPaint()
    void signOut()
  }
  const [fullName, setFullName] = useState('')
  const [phone, setPhone] = useState('')
  const [errors, setErrors] = useState<{ fullName?: string; phone?: string }>({})

  useEffect(() => {
    if (!profile.data) return
    setFullName(profile.data.full_name)
    setPhone(profile.data.phone ?? '')
  }, [profile.data])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const stored = ugandanPhone(phone)
    const found = { fullName: fullNameError(fullName), phone: phoneError(phone) }
    setErrors(found)
    if (found.fullName || found.phone || !stored) return
    try {
      await save({ riderId, full_name: fullName.trim(), phone: stored }).unwrap()
      toast.success(PROFILE_MESSAGES.updated)
    } catch {
      toast.error(PROFILE_MESSAGES.failed)
    }
  }

  const data = profile.data
  return (
    <div className="r-stack">
      <h1 className="r-h1">Profile</h1>
      {profile.isError && !data ? (
        <div className="r-banner r-banner--error" role="alert">
          <p>Failed to load your profile</p>
          <button type="button" className="r-button" onClick={() => profile.refetch()}>
            Retry
          </button>
        </div>
      ) : null}
      {data ? (
        <section className="r-card" aria-label="Your rider profile">
          <p>
            <strong>{data.full_name}</strong>
          </p>
          <p>
            Rating {Number(data.rating).toFixed(1)} · {data.total_deliveries} deliveries ·{' '}
            {data.vehicle_type === 'bicycle' ? 'Bicycle' : 'Motorcycle'}
          </p>
        </section>
      ) : profile.isLoading ? (
        <p role="status">Loading profile…</p>
      ) : null}
      <form className="r-card r-stack" noValidate onSubmit={submit}>
        <h2 className="r-h2">Your details</h2>
        <Field
          label="Full name"
          autoComplete="name"
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          error={errors.fullName}
        />
        <Field
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={errors.phone}
        />
        <Field label="Email" type="email" value={data?.email ?? rider?.email ?? ''} readOnly />
        <button
          type="submit"
          className="r-button r-button--primary r-button--block"
          disabled={!data || saving.isLoading}
        >
          {saving.isLoading ? 'Saving…' : 'Save'}
        </button>
      </form>
      <section className="r-card r-stack" aria-labelledby="support-heading">
        <h2 id="support-heading" className="r-h2">
          Support
        </h2>
        <p>In case of emergency, immediately contact our 24/7 support line</p>
        <div className="r-row">
          <a className="r-button r-button--grow" href={telUrl(business.phone)}>
            Call Support
          </a>
          <a className="r-button r-button--grow" href={`mailto:${business.email}`}>
            Email Support
          </a>
        </div>
        <p className="r-muted">Privacy Policy</p>
      </section>
      <button type="button" className="r-button r-button--block" disabled={busy} onClick={signOutHere}>
        Sign Out
      </button>
      <p className="r-muted">Version 1.0.0</p>
    </div>
  )
}
