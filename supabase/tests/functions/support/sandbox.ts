// Driving the embedded Pesapal sandbox's payment page as a tester would: open the redirect_url, choose a
// method and press "Pay", "Fail" or "Leave pending"; the page answers with the redirect to callback_url.

export type PageAction = 'pay' | 'fail' | 'pending'
export type PageMethod = 'card' | 'mtn' | 'airtel'

export async function usePaymentPage(paymentUrl: string, action: PageAction, method: PageMethod = 'card') {
  const page = await fetch(paymentUrl)
  const html = await page.text()
  if (page.status !== 200) throw new Error(`payment page answered ${page.status}`)
  const answer = await fetch(paymentUrl, {
    method: 'POST',
    body: new URLSearchParams({ action, method }),
    redirect: 'manual',
  })
  const location = answer.headers.get('location')
  if (answer.status !== 303 || !location) throw new Error(`payment page did not redirect (${answer.status})`)
  return { html, callback: new URL(location) }
}
