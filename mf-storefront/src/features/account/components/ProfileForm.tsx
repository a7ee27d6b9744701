import { identitiesLoaded, selectOutletEmployee, selectRider } from '@shop/shared/auth'
import { useAppDispatch, useAppSelector } from '@shop/shared/store/hooks'
import { toast } from '@shop/shared/toast'
import { type FormEvent, useState } from 'react'
import { FormField } from '../../../components/FormField.tsx'
import { type Profile, useUpdateMyProfileMutation } from '../api/profile.ts'
import { accountMessages } from '../messages.ts'
import { type ProfileErrors, profileChanges, validateProfile } from '../validation.ts'

/** Full name and phone editable, e-mail read-only; what was typed stays if saving fails. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const dispatch = useAppDispatch()
  const [updateProfile, { isLoading: busy }] = useUpdateMyProfileMutation()
  const outletEmployee = useAppSelector(selectOutletEmployee)
  const rider = useAppSelector(selectRider)
  const [fullName, setFullName] = useState(profile.full_name)
  const [phone, setPhone] = useState(profile.phone ?? '')
  const [errors, setErrors] = useState<ProfileErrors>({})

  const unchanged = fullName.trim() === profile.full_name && phone.trim() === (profile.phone ?? '')

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = validateProfile({ fullName, phone })
    setErrors(found)
    if (Object.keys(found).length > 0) return
    try {
      const saved = await updateProfile({ userId: profile.id, changes: profileChanges({ fullName, phone }) }).unwrap()
      // The navigation and greetings read the store's copy of the profile.
      dispatch(identitiesLoaded({ user: saved, outletEmployee, rider }))
      setFullName(saved.full_name)
      setPhone(saved.phone ?? '')
      toast.success(accountMessages.updated)
    } catch {
      toast.error(accountMessages.updateFailed)
    }
  }

  return (
    <form className="account-card account-profile" noValidate onSubmit={submit} aria-labelledby="account-profile-title">
      <h2 id="account-profile-title">Profile Information</h2>
      <FormField
        label="Full Name"
        autoComplete="name"
        value={fullName}
        onValueChange={setFullName}
        error={errors.fullName}
        maxLength={120}
        required
      />
      <FormField
        label="Phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={phone}
        onValueChange={setPhone}
        error={errors.phone}
        maxLength={32}
        required
      />
      <FormField
        label="Email"
        type="email"
        value={profile.email ?? ''}
        readOnly
        hint="Your e-mail address cannot be changed here."
      />
      <button type="submit" className="button button--primary form-button" disabled={busy || unchanged}>
        {busy ? 'Saving...' : 'Save Changes'}
      </button>
    </form>
  )
}
