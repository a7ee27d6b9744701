// The welcome mail, queued once per account by the database when a customer's address is confirmed
// (outgoing_mails, kind 'welcome'). Its words are fixed: nothing in it comes from the sign-up, since
// whoever signs up chooses the words they send and, by typing an address, who receives them.
import { escapeHtml, type Mail, shop as theShop } from './index.ts'

export function welcomeMail(to: string): Mail {
  const { name: shop, site } = theShop()
  const subject = `Welcome to ${shop}`
  const text = [
    'Hello,',
    '',
    `Thank you for creating your ${shop} account.`,
    'You can now order our sausages, cold cuts and fresh meat for delivery across Kampala and pay by',
    'MTN Mobile Money, Airtel Money, card or cash on delivery.',
    '',
    `Start shopping: ${site}/products`,
    '',
    `The ${shop} team`,
    '',
    '--',
    `You receive this e-mail because an account was created at ${shop} with this address.`,
  ].join('\n')
  const html = `<p>Hello,</p>
<p>Thank you for creating your ${escapeHtml(shop)} account.</p>
<p>You can now order our sausages, cold cuts and fresh meat for delivery across Kampala and pay by MTN Mobile Money,
Airtel Money, card or cash on delivery.</p>
<p><a href="${escapeHtml(site)}/products">Start shopping</a></p>
<p>The ${escapeHtml(shop)} team</p>
<hr><p style="color:#555;font-size:12px">You receive this e-mail because an account was created at ${escapeHtml(shop)}
with this address.</p>`
  return { to, subject, html, text }
}
