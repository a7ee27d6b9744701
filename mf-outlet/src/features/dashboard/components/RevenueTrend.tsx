// Revenue Trend, from real orders (no placeholder figures): the outlet's revenue per Kampala day over
// the last 7 or 30 days, as bars, with the period's total and orders; the same figures as a table for
// screen readers and anyone who wants the numbers.

import { formatMoney } from '@shop/shared/money'
import { LoadFailed } from '@shop/shared/portal/load-failed'
import { dayLabel } from '@shop/shared/time/kampala'
import { Card, Segmented, Skeleton, Typography } from 'antd'
import { useState } from 'react'
import type { DayRevenue } from '../api/dashboard.ts'

const PERIODS = [
  { label: 'Last 7 days', value: 7 },
  { label: 'Last 30 days', value: 30 },
] as const

interface Props {
  days: DayRevenue[] | undefined
  loading: boolean
  error: boolean
  onRetry: () => void
}

const HEIGHT = 140

export function RevenueTrend({ days, loading, error, onRetry }: Props) {
  const [period, setPeriod] = useState<7 | 30>(7)
  const shown = (days ?? []).slice(-period)
  const max = Math.max(1, ...shown.map((d) => Number(d.revenue)))
  const total = shown.reduce((sum, d) => sum + Number(d.revenue), 0)
  const orders = shown.reduce((sum, d) => sum + (d.orders ?? 0), 0)
  const barWidth = 100 / Math.max(1, shown.length)
  return (
    <Card
      title="Revenue Trend"
      extra={
        <Segmented
          size="small"
          options={PERIODS.map((p) => ({ label: p.label, value: p.value }))}
          value={period}
          onChange={(value) => setPeriod(value as 7 | 30)}
          aria-label="Revenue period"
        />
      }
    >
      {error ? (
        <LoadFailed title="Failed to load statistics" onRetry={onRetry} />
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <>
          <Typography.Paragraph data-testid="revenue-total">
            <strong>{formatMoney(total)}</strong> from {orders.toLocaleString('en-US')}{' '}
            {orders === 1 ? 'order' : 'orders'} in the last {period} days
          </Typography.Paragraph>
          <svg
            className="revenue-trend__chart"
            viewBox={`0 0 100 ${HEIGHT}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            {shown.map((d, i) => {
              const h = (Number(d.revenue) / max) * (HEIGHT - 4)
              return (
                <rect
                  key={d.day}
                  x={i * barWidth + barWidth * 0.15}
                  y={HEIGHT - h}
                  width={barWidth * 0.7}
                  height={h}
                  className="revenue-trend__bar"
                >
                  <title>
                    {dayLabel(d.day as string)}: {formatMoney(Number(d.revenue))}
                  </title>
                </rect>
              )
            })}
          </svg>
          <div className="revenue-trend__axis" aria-hidden="true">
            <span>{shown[0] ? dayLabel(shown[0].day as string) : ''}</span>
            <span>Today</span>
          </div>
          <details className="revenue-trend__details">
            <summary>Show as table</summary>
            <table className="revenue-trend__table">
              <caption className="revenue-trend__caption">Revenue per day, last {period} days</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Orders</th>
                  <th scope="col">Revenue</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((d) => (
                  <tr key={d.day}>
                    <td>{dayLabel(d.day as string)}</td>
                    <td>{d.orders}</td>
                    <td>{formatMoney(Number(d.revenue))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </Card>
  )
}
