// The SMS sandbox's page: every message sent, newest first, as a phone would show it.
import { escapeHtml } from '../mail/pages.ts'
import type { StoredSms } from './outbox.ts'

const style = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #1f2328; background: #f6f8fa; }
  header { background: #1f2328; color: #fff; padding: 12px 24px; }
  header a { color: #fff; text-decoration: none; font-weight: 600; }
  main { max-width: 960px; margin: 24px auto; padding: 0 16px; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; padding: 8px 12px; border-bottom: 1px solid #d0d7de; vertical-align: top; }
  td.message { white-space: pre-wrap; }
  form { margin: 0 0 16px; display: flex; gap: 8px; }`

export function smsListPage(messages: (StoredSms & { segments: number })[], to: string | null): string {
  const rows = messages
    .map(
      (m) => `<tr>
        <td><time datetime="${escapeHtml(m.created_at)}">${escapeHtml(m.created_at.replace('T', ' ').slice(0, 19))}</time></td>
        <td>${escapeHtml(m.to)}</td>
        <td>${escapeHtml(m.from ?? '')}</td>
        <td class="message">${escapeHtml(m.message)}</td>
        <td>${m.segments}</td>
      </tr>`,
    )
    .join('')
  const table = messages.length
    ? `<table><thead><tr><th>Sent (UTC)</th><th>To</th><th>From</th><th>Message</th><th>Parts</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No SMS yet.</p>'
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>SMS sandbox</title><style>${style}</style></head>
<body><header><a href="/sms">SMS sandbox</a> · supabase-local</header><main>
<h1>SMS sandbox</h1>
<form method="get" action="/sms">
  <input type="tel" name="to" placeholder="+256772123456" value="${escapeHtml(to ?? '')}" aria-label="Number">
  <button type="submit">Filter</button>
</form>
${table}
</main></body>
</html>`
}
