// The `staff-accounts` Edge Function: what an admin does that needs the service role, creating the
// sign-in of an outlet employee or a delivery rider. Only an admin may call it: the caller's token is
// verified here (`_shared/auth.ts`), then `is_admin()` is asked with it, under their RLS; the service key
// stays here, never in a browser.
//
//   POST /staff-accounts/employees {email, password, full_name, phone?, outlet_id, role_id}
//        → 201 {user_id, employee_id}: the Auth user, its `users` row (the sign-up trigger) and the
//          `outlet_employees` row. If any step fails, the Auth user is deleted again (its `users` row goes
//          with it): nothing half-made remains.
//   POST /staff-accounts/riders {email, password, full_name, phone, vehicle_type}
//        → 201 {user_id}: the Auth user and its `delivery_riders` row (made by the same trigger, in the same
//          transaction, from the metadata is_rider), approved at once by the calling admin (`approve_rider`
//          with their token, so the approval names them). If the approval fails, the Auth user is deleted.
//
// Errors answer {error, code}: 401 not signed in, 403 not an admin, 400 a field ('All fields are required',
// or what is wrong), 409 the e-mail is taken, 502 anything else ('Failed to create employee', 'Failed to
// save rider').
import { requireSignedIn } from '../_shared/auth.ts'
import { supabaseUrl } from '../_shared/env.ts'
import { bearer, errorResponse, HttpError, json, preflight, readJson, subPath } from '../_shared/http.ts'
import { secretKey } from '../_shared/keys.ts'
import { admin, DatabaseError, db } from '../_shared/supabase.ts'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const E164 = /^\+[1-9]\d{7,14}$/

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The admin's token, for what the function then does in their name. */
async function requireAdmin(request: Request): Promise<string | null> {
  await requireSignedIn(request)
  const token = bearer(request)
  const isAdmin = await db(token).rpc('is_admin', {} as never)
  if (isAdmin !== true) throw new HttpError(403, 'Only an admin can create staff accounts', 'not_allowed')
  return token
}

interface Account {
  email: string
  password: string
  metadata: Record<string, unknown>
}

function account(body: Record<string, unknown>, required: string[]): Account {
  const missing = required.some((field) => (field === 'role_id' ? !Number.isInteger(body[field]) : !text(body[field])))
  if (missing) throw new HttpError(400, 'All fields are required', 'fields_required')
  const email = text(body.email).toLowerCase()
  if (!EMAIL.test(email) || email.length > 254)
    throw new HttpError(400, 'Please enter a valid email address', 'invalid_email')
  const password = typeof body.password === 'string' ? body.password : ''
  if (password.length < 6) throw new HttpError(400, 'Password must be at least 6 characters long', 'weak_password')
  const fullName = text(body.full_name)
  if (fullName.length > 120) throw new HttpError(400, 'The full name is too long', 'invalid_full_name')
  const phone = text(body.phone)
  if (phone && !E164.test(phone)) throw new HttpError(400, 'Please enter a valid phone number', 'invalid_phone')
  return { email, password, metadata: { full_name: fullName, ...(phone ? { phone } : {}) } }
}

/** Auth's admin API with the service key. */
async function authAdmin(path: string, init: RequestInit): Promise<Response> {
  const key = secretKey()
  return fetch(`${supabaseUrl()}/auth/v1/admin${path}`, {
    ...init,
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...init.headers },
  })
}

async function createAuthUser({ email, password, metadata }: Account): Promise<string> {
  const response = await authAdmin('/users', {
    method: 'POST',
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: metadata }),
  })
  const body = (await response.json().catch(() => null)) as { id?: string; error_code?: string; msg?: string } | null
  if (response.status === 422 && body?.error_code === 'email_exists') {
    throw new HttpError(409, 'A user with this email address has already been registered', 'email_exists')
  }
  if (!response.ok || !body?.id) throw new Error(`auth answered ${response.status}: ${JSON.stringify(body)}`)
  return body.id
}

async function deleteAuthUser(id: string): Promise<void> {
  const response = await authAdmin(`/users/${encodeURIComponent(id)}`, { method: 'DELETE' })
  if (!response.ok && response.status !== 404) throw new Error(`auth answered ${response.status} to the clean-up`)
}

async function createEmployee(body: Record<string, unknown>): Promise<Response> {
  const details = account(body, ['email', 'password', 'full_name', 'outlet_id', 'role_id'])
  const outletId = text(body.outlet_id)
  const roleId = body.role_id as number
  const userId = await createAuthUser(details)
  try {
    const [employee] = await admin().insert('outlet_employees', {
      user_id: userId,
      outlet_id: outletId,
      role_id: roleId,
    })
    if (!employee) throw new Error('the employee row was not returned')
    return json({ user_id: userId, employee_id: employee.id }, 201)
  } catch (error) {
    // Undo the sign-in (and, by its cascade, the users row) so that nothing half-made remains.
    await deleteAuthUser(userId)
    if (error instanceof DatabaseError && error.error.code === '23503') {
      throw new HttpError(400, 'The outlet or role does not exist', 'invalid_reference')
    }
    throw error
  }
}

async function createRider(body: Record<string, unknown>, adminToken: string | null): Promise<Response> {
  const details = account(body, ['email', 'password', 'full_name', 'phone', 'vehicle_type'])
  const vehicle = text(body.vehicle_type)
  if (vehicle !== 'motorcycle' && vehicle !== 'bicycle') {
    throw new HttpError(400, 'Vehicle type must be motorcycle or bicycle', 'invalid_vehicle_type')
  }
  const userId = await createAuthUser({
    ...details,
    metadata: { ...details.metadata, is_rider: true, vehicle_type: vehicle },
  })
  try {
    await db(adminToken).rpc('approve_rider', { rider_id: userId })
  } catch (error) {
    await deleteAuthUser(userId)
    throw error
  }
  return json({ user_id: userId }, 201)
}

const FAILURE: Record<string, string> = { '/employees': 'Failed to create employee', '/riders': 'Failed to save rider' }

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return preflight()
  const path = subPath(request, 'staff-accounts')
  if (request.method !== 'POST' || !(path in FAILURE)) return json({ error: 'Not found' }, 404)
  try {
    const adminToken = await requireAdmin(request)
    const body = await readJson(request)
    return path === '/employees' ? await createEmployee(body) : await createRider(body, adminToken)
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error)
    console.error(`staff-accounts${path}:`, error)
    return json({ error: FAILURE[path], code: 'failed' }, 502)
  }
})
