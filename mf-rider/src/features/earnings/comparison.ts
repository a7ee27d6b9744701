// The earnings page's comparison with the previous period, from real totals (never a hard-coded
// '+12% from last {period}').
export type Period = 'today' | 'week' | 'month'

export const PREVIOUS: Record<Period, string> = { today: 'yesterday', week: 'last week', month: 'last month' }

export function comparison(current: number, previous: number, period: Period): string {
  if (previous <= 0)
    return current > 0 ? `Up from nothing ${PREVIOUS[period]}` : `Nothing earned ${PREVIOUS[period]} either`
  const change = Math.round(((current - previous) / previous) * 100)
  return `${change > 0 ? '+' : ''}${change}% from ${PREVIOUS[period]}`
}

/** The label of an earning: delivery 'Delivery Completed' (km to one decimal), bonus, else a tip. */
export function earningLabel(type: string, distance: number | null): string {
  if (type === 'delivery') return `Delivery Completed${distance !== null ? ` · ${Number(distance).toFixed(1)} km` : ''}`
  if (type === 'bonus') return 'Performance Bonus'
  return 'Customer Tip'
}
