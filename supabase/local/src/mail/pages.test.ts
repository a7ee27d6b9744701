import { describe, expect, it } from 'vitest'
import { escapeHtml, listPage, messagePage } from './pages.ts'

const mail = {
  id: 7,
  to: 'a@b.c',
  subject: 'Reset your password',
  html: '<p onclick="x">Hi & bye</p>',
  text: 'Hi',
  created_at: '2025-01-01T00:00:00.000000Z',
}

describe('outbox pages', () => {
  it('escape what they show', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })

  it('list mails with a link to each, or say there is none', () => {
    expect(listPage([mail], null)).toContain('<a href="/mail/messages/7">Reset your password</a>')
    expect(listPage([], 'x@y.z')).toContain('No mail yet.')
  })

  it("show a mail's HTML only inside a sandboxed frame", () => {
    const page = messagePage(mail)
    expect(page).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"')
    expect(page).toContain('srcdoc="&lt;p onclick=&quot;x&quot;&gt;Hi &amp; bye&lt;/p&gt;"')
    expect(page).not.toContain('<p onclick')
  })
})
