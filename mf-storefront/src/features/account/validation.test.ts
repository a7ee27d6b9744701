import { describe, expect, it } from 'vitest'
import { profileChanges, validateProfile } from './validation.ts'

describe('profile form', () => {
  it('full name and phone stay filled in', () => {
    expect(validateProfile({ fullName: ' ', phone: '' })).toEqual({
      fullName: 'Please enter your full name',
      phone: 'Please enter your phone number',
    })
    expect(validateProfile({ fullName: 'Sarah Namubiru', phone: '+256 772 481 530' })).toEqual({})
  })

  it('a phone number that is not one is refused', () => {
    expect(validateProfile({ fullName: 'Sarah', phone: 'none' }).phone).toBe('Please enter a valid phone number')
    expect(validateProfile({ fullName: 'Sarah', phone: '0772' }).phone).toBe('Please enter a valid phone number')
  })

  it('saves the name trimmed and the phone normalised to +256, the e-mail never', () => {
    expect(profileChanges({ fullName: '  Sarah   Namubiru ', phone: ' 0772 481 530 ' })).toEqual({
      full_name: 'Sarah Namubiru',
      phone: '+256772481530',
    })
  })
})
