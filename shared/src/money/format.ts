// Money is shown as "UGX 12,500": whole shillings (UGX has no minor unit in use), grouped by thousands.
const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`not an amount of money: ${amount}`)
  const rounded = Math.round(Math.abs(amount))
  return `${amount < 0 && rounded !== 0 ? '-' : ''}UGX ${grouping.format(rounded)}`
}
