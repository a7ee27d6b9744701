// The rider dashboard for a rider who is not approved yet: what happens next (awaiting approval), or the
// admin's reason (rejected), and no way to go online; an approved rider gets the switch and their day.
import { installFakeSupabase, type Row } from '@shop/shared/testing/fake-supabase'
import { renderInShell } from '@shop/shared/testing/render'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import RiderRoutes from '../../app/routes.tsx'

const server = installFakeSupabase()

const RIDER = {
  id: 'a1000000-0000-4000-8000-000000000002',
  email: 'new.rider@example.com',
  full_name: 'Alex Nsubuga',
  is_active: true,
}

function openDashboard(profile: Row) {
  server.table('delivery_riders', [
    {
      ...RIDER,
      phone: '+256772418905',
      vehicle_type: 'bicycle',
      status: 'offline',
      rating: 0,
      total_deliveries: 0,
      approval: 'approved',
      rejection_reason: null,
      ...profile,
    },
  ])
  server.table('orders', [])
  server.table('rider_earnings_summary', [{ rider_id: RIDER.id, today: 0, deliveries_today: 0 }])
  renderInShell(<RiderRoutes />, { url: '/rider', path: '/rider/*', signedIn: { rider: RIDER } })
}

const availability = () => screen.findByRole('switch', { name: 'Available for deliveries' })

describe('the rider dashboard by the rider’s approval', () => {
  it('awaiting approval: says what happens next, points to the profile, and offers no way online', async () => {
    openDashboard({ approval: 'awaiting_approval' })
    expect(await screen.findByRole('heading', { name: 'Awaiting approval' })).toBeVisible()
    expect(screen.getByText(/Once an admin approves your account we will e-mail you/)).toBeVisible()
    expect(screen.getByText(RIDER.email)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/rider/profile')
    expect(await availability()).toBeDisabled()
    expect(screen.queryByRole('heading', { name: 'Active Deliveries' })).toBeNull()
  })

  it('rejected: gives the admin’s reason and the shop’s phone, and offers no way online', async () => {
    openDashboard({ approval: 'rejected', rejection_reason: 'No riding permit on file' })
    expect(await screen.findByRole('heading', { name: 'Your rider account was not approved' })).toBeVisible()
    expect(screen.getByText('No riding permit on file')).toBeVisible()
    expect(screen.getByRole('link', { name: /^Call / })).toHaveAttribute('href', expect.stringMatching(/^tel:\+256/))
    expect(await availability()).toBeDisabled()
  })

  it('approved: the switch works and the day’s deliveries show', async () => {
    openDashboard({ approval: 'approved' })
    expect(await screen.findByRole('heading', { name: 'Active Deliveries' })).toBeVisible()
    const toggle = await availability()
    await expect.poll(() => (toggle as HTMLButtonElement).disabled).toBe(false)
    expect(screen.queryByRole('heading', { name: 'Awaiting approval' })).toBeNull()
  })
})
