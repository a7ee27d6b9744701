import { describe, expect, it } from 'vitest'
import { checkRoleName, roleDeleteFailure, roleSaveFailure } from './role-form.ts'

describe('a role needs a name of at most 60 characters', () => {
  it('is trimmed, inner spaces collapsed', () => {
    expect(checkRoleName('  Head   Butcher ')).toEqual({ ok: true, name: 'Head Butcher' })
  })
  it('blank or too long is refused', () => {
    expect(checkRoleName('   ')).toEqual({ ok: false, message: 'Please enter the role name' })
    expect(checkRoleName('x'.repeat(61))).toMatchObject({ ok: false })
    expect(checkRoleName('x'.repeat(60))).toMatchObject({ ok: true })
  })
})

describe('refusals say why', () => {
  it('a name already taken', () => {
    expect(roleSaveFailure({ code: '23505', message: 'duplicate key' })).toBe(
      'A role with this name already exists. Choose another name.',
    )
    expect(roleSaveFailure({ code: null, message: 'The request failed' })).toBe('Failed to save role')
  })
  it('a role employees hold: which and how many, and what to do', () => {
    const held = { code: 'KM705', message: '…', details: JSON.stringify({ role_name: 'Butcher', employees: 3 }) }
    expect(roleDeleteFailure(held)).toBe(
      'Butcher cannot be deleted: 3 employees hold this role. Give them another role first.',
    )
    const one = { code: 'KM705', message: '…', details: JSON.stringify({ role_name: 'Cashier', employees: 1 }) }
    expect(roleDeleteFailure(one)).toBe(
      'Cashier cannot be deleted: 1 employee holds this role. Give them another role first.',
    )
    expect(roleDeleteFailure({ code: null, status: 'network' })).toBe('Failed to delete role')
  })
})
