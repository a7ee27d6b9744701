// The welcome e-mail after sign-up, from its template parameters (user_name, email).
import { escapeHtml, type Mail, shop as theShop } from './index.ts'

export function welcomeMail(params: { user_name: string; email: string }): Mail {
  const { name: shop, site } = theShop()
  const name = params.user_name.trim() || 'there'
  const subject = `Welcome to ${shop}, ${name}!`
  const text = [
    `Hello ${name},`,
    '',
    `Thank you for creating your ${shop} account with ${params.email}.`,
    'You can now order our sausages, cold cuts and fresh meat for delivery across Kampala and pay by',
    'MTN Mobile Money, Airtel Money, card or cash on delivery.',
    '',
    `Start shopping: ${site}/products`,
    '',
    `The ${shop} team`,
  ].join('\n')
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Thank you for creating your ${escapeHtml(shop)} account with <strong>${escapeHtml(params.email)}</strong>.</p>
<p>You can now order our sausages, cold cuts and fresh meat for delivery across Kampala and pay by MTN Mobile Money,
Airtel Money, card or cash on delivery.</p>
<p><a href="${escapeHtml(site)}/products">Start shopping</a></p>
<p>The ${escapeHtml(shop)} team</p>`
  return { to: params.email, subject, html, text }
}
