// The mail a rider gets when an admin approves their account (outgoing_mails, kind 'rider_approved',
// queued by the database once per account). Fixed words, as the welcome mail's: the name and address were
// typed by whoever signed up.
import { escapeHtml, type Mail, shop as theShop } from './index.ts'

export function riderApprovedMail(to: string): Mail {
  const { name: shop, site } = theShop()
  const app = `${site}/rider`
  const subject = `Your ${shop} rider account is approved`
  const text = [
    'Hello,',
    '',
    `Your rider account at ${shop} has been approved.`,
    'Open the rider app and switch to Online: deliveries are assigned to riders who are online.',
    '',
    `Rider app: ${app}`,
    '',
    `The ${shop} team`,
    '',
    '--',
    `You receive this e-mail because a rider account was created at ${shop} with this address.`,
  ].join('\n')
  const html = `<p>Hello,</p>
<p>Your rider account at ${escapeHtml(shop)} has been approved.</p>
<p>Open the rider app and switch to Online: deliveries are assigned to riders who are online.</p>
<p><a href="${escapeHtml(app)}">Open the rider app</a></p>
<p>The ${escapeHtml(shop)} team</p>
<hr><p style="color:#555;font-size:12px">You receive this e-mail because a rider account was created at
${escapeHtml(shop)} with this address.</p>`
  return { to, subject, html, text }
}
