import { describe, expect, it } from 'vitest'
import { checkEmployee, type EmployeeFormValues } from './employee-form.ts'

const complete: EmployeeFormValues = {
  email: ' Mary.Nansubuga@Example.com ',
  password: 'secret1',
  full_name: '  Mary Nansubuga ',
  phone: '0772 123 456',
  outlet_id: 'outlet-1',
  role_id: 2,
}

describe('employee creation: email, full name, password (min 6), outlet and role are required', () => {
  it.each(['email', 'password', 'full_name', 'outlet_id', 'role_id'] as const)(
    'without %s: "All fields are required"',
    (field) => {
      expect(checkEmployee({ ...complete, [field]: field === 'role_id' ? undefined : '   ' }, 'add')).toEqual({
        ok: false,
        message: 'All fields are required',
      })
    },
  )

  it('a password shorter than 6 characters is refused', () => {
    expect(checkEmployee({ ...complete, password: '12345' }, 'add')).toEqual({
      ok: false,
      message: 'Password must be at least 6 characters long',
    })
  })

  it('an e-mail address needs an @ and a domain', () => {
    expect(checkEmployee({ ...complete, email: 'mary@shop' }, 'add')).toMatchObject({ ok: false })
  })

  it('a complete form is sent trimmed, the e-mail lower case, the phone in E.164', () => {
    expect(checkEmployee(complete, 'add')).toEqual({
      ok: true,
      value: {
        email: 'mary.nansubuga@example.com',
        password: 'secret1',
        full_name: 'Mary Nansubuga',
        phone: '+256772123456',
        outlet_id: 'outlet-1',
        role_id: 2,
      },
    })
  })
})

describe('the phone is optional, and a phone number when given', () => {
  it('left blank, none is sent', () => {
    expect(checkEmployee({ ...complete, phone: '  ' }, 'add')).toMatchObject({ ok: true, value: { phone: null } })
  })
  it('something that is not a number is refused', () => {
    expect(checkEmployee({ ...complete, phone: '0772 12' }, 'add')).toEqual({
      ok: false,
      message: 'Please enter a valid phone number',
    })
  })
})

describe('editing: full name, outlet and role; e-mail and password are not asked', () => {
  const edit = { full_name: 'Mary N', phone: '', outlet_id: 'outlet-2', role_id: 1 }
  it('is complete without e-mail and password', () => {
    expect(checkEmployee(edit, 'edit')).toMatchObject({
      ok: true,
      value: { full_name: 'Mary N', outlet_id: 'outlet-2' },
    })
  })
  it('still needs a name, an outlet and a role', () => {
    expect(checkEmployee({ ...edit, full_name: '' }, 'edit')).toMatchObject({ message: 'All fields are required' })
    expect(checkEmployee({ ...edit, outlet_id: undefined }, 'edit')).toMatchObject({
      message: 'All fields are required',
    })
  })
  it('a name over 120 characters is refused', () => {
    expect(checkEmployee({ ...edit, full_name: 'x'.repeat(121) }, 'edit')).toMatchObject({ ok: false })
  })
})
