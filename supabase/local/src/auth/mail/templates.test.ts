import { describe, expect, it } from 'vitest'
import { actionLink, renderMail } from './templates.ts'

describe('mailed links', () => {
  it('point at /verify with the token, the type and redirect_to, escaped only when it must be', () => {
    expect(actionLink('http://127.0.0.1:54321/auth/v1', 'pkce_ab12', 'recovery', 'http://127.0.0.1:3000/reset')).toBe(
      'http://127.0.0.1:54321/auth/v1/verify?token=pkce_ab12&type=recovery&redirect_to=http://127.0.0.1:3000/reset',
    )
    expect(actionLink('http://h/auth/v1', 't', 'signup', 'http://h/cb?a=1&b=2')).toBe(
      'http://h/auth/v1/verify?token=t&type=signup&redirect_to=http%3A%2F%2Fh%2Fcb%3Fa%3D1%26b%3D2',
    )
  })
})

describe('mails', () => {
  it("carry the link and the code in both bodies, under GoTrue's subject", () => {
    const mail = renderMail(
      'recovery',
      'a@b.c',
      'http://h/auth/v1/verify?token=t&type=recovery&redirect_to=x',
      '123456',
    )
    expect(mail.subject).toBe('Reset your password')
    expect(mail.text).toContain('http://h/auth/v1/verify?token=t&type=recovery&redirect_to=x')
    expect(mail.text).toContain('123456')
    expect(mail.text).toContain('After 5 wrong tries the code stops working: then ask for a new mail.')
    expect(mail.html).toContain('href="http://h/auth/v1/verify?token=t&amp;type=recovery&amp;redirect_to=x"')
  })

  it('name the new address in an email change mail, escaped in HTML', () => {
    const mail = renderMail('email_change', 'old@b.c', 'http://h/v', '1', 'new<x>@b.c')
    expect(mail.text).toContain('new<x>@b.c')
    expect(mail.html).toContain('new&lt;x&gt;@b.c')
  })
})
