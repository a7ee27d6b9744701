// Earnings: today / week / month, the period's total, a real comparison with the previous period, and
// Recent Earnings with each earning's label, date and amount.
import { selectRider } from '@shop/shared/auth'
import { formatMoney } from '@shop/shared/money'
import { useAppSelector } from '@shop/shared/store/hooks'
import { dayLabel, kampalaDate } from '@shop/shared/time/kampala'
import { useState } from 'react'
import { useEarningsTotalsQuery, useRecentEarningsQuery } from './api/earnings.ts'
import { comparison, earningLabel, type Period } from './comparison.ts'

const TABS: Array<{ period: Period; label: string; previous: 'yesterday' | 'last_week' | 'last_month' }> = [
  { period: 'today', label: 'Today', previous: 'yesterday' },
  { period: 'week', label: 'Week', previous: 'last_week' },
  { period: 'month', label: 'Month', previous: 'last_month' },
]

export default function EarningsPage() {
  const rider = useAppSelector(selectRider)
  const riderId = rider?.id ?? ''
  const [period, setPeriod] = useState<Period>('today')
  const totals = useEarningsTotalsQuery(riderId, { skip: !riderId })
  const recent = useRecentEarningsQuery(riderId, { skip: !riderId })
  const tab = TABS.find((t) => t.period === period) ?? TABS[0]
  const current = Number(totals.data?.[period] ?? 0)
  const previous = Number(totals.data?.[tab?.previous ?? 'yesterday'] ?? 0)

  return (
    <div className="r-stack">
      <h1 className="r-h1">Earnings</h1>
      <fieldset className="r-row" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <legend className="r-visually-hidden">Period</legend>
        {TABS.map((t) => (
          <button
            key={t.period}
            type="button"
            className={`r-button r-button--grow${t.period === period ? ' r-button--primary' : ''}`}
            aria-pressed={t.period === period}
            onClick={() => setPeriod(t.period)}
          >
            {t.label}
          </button>
        ))}
      </fieldset>
      <section className="r-card" aria-live="polite">
        {totals.isError ? (
          <p role="alert">Failed to load earnings</p>
        ) : totals.isLoading ? (
          <p role="status">Loading earnings…</p>
        ) : (
          <>
            <p className="r-muted">Total</p>
            <p style={{ fontSize: '1.6rem', fontWeight: 700, margin: 0 }}>{formatMoney(current)}</p>
            <p className="r-muted">{comparison(current, previous, period)}</p>
          </>
        )}
      </section>
      <section className="r-card" aria-labelledby="recent-heading">
        <h2 id="recent-heading" className="r-h2">
          Recent Earnings
        </h2>
        {recent.isLoading ? (
          <p role="status">Loading…</p>
        ) : recent.isError ? (
          <p role="alert">Failed to load earnings</p>
        ) : (recent.data ?? []).length === 0 ? (
          <p className="r-muted">No earnings yet</p>
        ) : (
          <ul className="r-list">
            {(recent.data ?? []).map((earning) => (
              <li
                key={earning.id}
                style={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: 8,
                  padding: '8px 0',
                  borderBottom: '1px solid var(--border)',
                }}
              >
                <span>
                  {earningLabel(earning.type, earning.distance)}
                  <br />
                  <span className="r-muted">{dayLabel(kampalaDate(new Date(earning.date)))}</span>
                </span>
                <strong>{formatMoney(Number(earning.amount))}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
