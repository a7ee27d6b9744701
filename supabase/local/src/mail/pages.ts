// The outbox's HTML pages, in the spirit of the mail viewer `supabase start` ships: a list, newest
// first, and one page per mail with its HTML body in a sandboxed frame and its text body below.
import type { StoredMail } from './outbox.ts'

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

const style = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #1f2328; background: #f6f8fa; }
  header { background: #1f2328; color: #fff; padding: 12px 24px; }
  header a { color: #fff; text-decoration: none; font-weight: 600; }
  main { max-width: 960px; margin: 24px auto; padding: 0 16px; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; padding: 8px 12px; border-bottom: 1px solid #d0d7de; }
  tr:hover td { background: #f0f6ff; }
  form { margin: 0 0 16px; display: flex; gap: 8px; }
  iframe { width: 100%; min-height: 320px; border: 1px solid #d0d7de; background: #fff; }
  pre { white-space: pre-wrap; background: #fff; border: 1px solid #d0d7de; padding: 12px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; }
  dt { font-weight: 600; }`

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><header><a href="/mail">Mail outbox</a> · supabase-local</header><main>${body}</main></body>
</html>`
}

export function listPage(mails: StoredMail[], to: string | null): string {
  const rows = mails
    .map(
      (m) => `<tr>
        <td><time datetime="${escapeHtml(m.created_at)}">${escapeHtml(m.created_at.replace('T', ' ').slice(0, 19))}</time></td>
        <td>${escapeHtml(m.to)}</td>
        <td><a href="/mail/messages/${m.id}">${escapeHtml(m.subject)}</a></td>
      </tr>`,
    )
    .join('')
  const table = mails.length
    ? `<table><thead><tr><th>Sent (UTC)</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No mail yet.</p>'
  return layout(
    'Mail outbox',
    `<h1>Mail outbox</h1>
    <form method="get" action="/mail">
      <input type="email" name="to" placeholder="recipient" value="${escapeHtml(to ?? '')}" aria-label="Recipient">
      <button type="submit">Filter</button>
    </form>
    ${table}`,
  )
}

export function messagePage(mail: StoredMail): string {
  return layout(
    mail.subject,
    `<h1>${escapeHtml(mail.subject)}</h1>
    <dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Sent (UTC)</dt><dd>${escapeHtml(mail.created_at)}</dd></dl>
    <iframe title="HTML body" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(mail.html)}"></iframe>
    <h2>Text</h2>
    <pre>${escapeHtml(mail.text)}</pre>`,
  )
}

export function notFoundPage(): string {
  return layout('Not found', '<h1>Mail not found</h1><p><a href="/mail">Back to the outbox</a></p>')
}
