// What the employee modal checks before it asks the server: creating needs e-mail, full name, password
// (at least 6), outlet and role ('All fields are required'); editing needs full name, outlet and role.
// The phone is optional; when given it must be a phone number and is sent in E.164 (+256...), as the
// staff-accounts function and update_outlet_employee accept it.
import { isEmailAddress } from '@shop/shared/auth/auth-errors'
import { normalisePhone } from '@shop/shared/phone'

export interface EmployeeFormValues {
  email?: string
  password?: string
  full_name?: string
  phone?: string
  outlet_id?: string
  role_id?: number
}

export interface CheckedEmployee {
  email: string
  password: string
  full_name: string
  /** E.164, or null when left blank. */
  phone: string | null
  outlet_id: string
  role_id: number
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string }

export const FULL_NAME_MAX = 120
export const PASSWORD_MIN = 6

const filled = (value: unknown) => (typeof value === 'number' ? Number.isInteger(value) : !!String(value ?? '').trim())

/** The form's values as the server takes them, or the message of the first problem. */
export function checkEmployee(values: EmployeeFormValues, mode: 'add' | 'edit'): Checked<CheckedEmployee> {
  const required: unknown[] = [values.full_name, values.outlet_id, values.role_id]
  if (mode === 'add') required.push(values.email, values.password)
  if (!required.every(filled)) return { ok: false, message: 'All fields are required' }
  const email = (values.email ?? '').trim().toLowerCase()
  if (mode === 'add' && !isEmailAddress(email)) return { ok: false, message: 'Please enter a valid email address' }
  const password = values.password ?? ''
  if (mode === 'add' && password.length < PASSWORD_MIN)
    return { ok: false, message: 'Password must be at least 6 characters long' }
  const fullName = (values.full_name ?? '').trim()
  if (fullName.length > FULL_NAME_MAX)
    return { ok: false, message: `Please enter the full name (at most ${FULL_NAME_MAX} characters)` }
  const typedPhone = (values.phone ?? '').trim()
  const phone = typedPhone ? normalisePhone(typedPhone) : null
  if (typedPhone && !phone) return { ok: false, message: 'Please enter a valid phone number' }
  return {
    ok: true,
    value: {
      email,
      password,
      full_name: fullName,
      phone,
      outlet_id: values.outlet_id as string,
      role_id: values.role_id as number,
    },
  }
}
