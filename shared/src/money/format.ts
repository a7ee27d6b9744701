// Money is shown as "UGX 12,500": whole shillings (UGX has no minor unit in use), grouped by thousands.
// Grouped by hand rather than with Intl.NumberFormat: a page's first Intl object loads the browser's
// locale data, ~75 ms of main thread on a slow phone, and every storefront page shows prices.

/** "12500" → "12,500". */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`not an amount of money: ${amount}`)
  const rounded = Math.round(Math.abs(amount))
  return `${amount < 0 && rounded !== 0 ? '-' : ''}UGX ${groupThousands(rounded)}`
}
