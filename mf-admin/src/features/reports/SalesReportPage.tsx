// The sales report (/admin/reports/sales): for a period of Kampala days (the address keeps it: ?from=&to=&by=),
// the orders and revenue per day, week or month, and by category, payment method and outlet, every figure
// from the database; Export CSV saves what the page shows.

import { useLiveTags } from '@shop/shared/api'
import { downloadCsv } from '@shop/shared/csv'
import { refusalMessage } from '@shop/shared/errors'
import { formatMoney } from '@shop/shared/money'
import { paymentMethodLabel } from '@shop/shared/payments/methods'
import { EmptyState } from '@shop/shared/portal/empty-state'
import { LoadFailed } from '@shop/shared/portal/load-failed'
import { ScrollRegion } from '@shop/shared/portal/scroll-region'
import { Alert, Button, Col, DatePicker, Row, Segmented, Skeleton, Space, Table, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import dayjs, { type Dayjs } from 'dayjs'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { BarChart } from '../../components/charts/BarChart.tsx'
import {
  type CategorySales,
  type Grouping,
  type OutletSales,
  type PaymentMethodSales,
  type Period,
  REPORT_MAX_DAYS,
  reportsApi,
  useSalesByCategoryQuery,
  useSalesByOutletQuery,
  useSalesByPaymentMethodQuery,
  useSalesTrendQuery,
} from './api/reports.ts'
import { count, money, ReportSection, StatCards } from './components/ReportParts.tsx'
import { daysIn, lastDays, longDay, parsePeriod, periodLabel, withEmptyPeriods } from './periods.ts'
import { NO_CATEGORY, NO_OUTLET, salesCsvFileName, salesReportCsv, salesTotals } from './sales-csv.ts'

const GROUPINGS: { value: Grouping; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
]
const DEFAULT_DAYS = 30
const toDay = (value: Dayjs) => value.format('YYYY-MM-DD')

interface Query<T> {
  data?: T
  isLoading: boolean
  isFetching: boolean
  isError: boolean
  error?: unknown
  refetch: () => unknown
}

/** A part of the report: a failure message with Retry, a skeleton while it loads, then its figures. */
function Part<T>({ query, children }: { query: Query<T>; children: (data: T) => ReactNode }) {
  if (query.isError) {
    return (
      <LoadFailed
        title="Failed to load statistics"
        description={refusalMessage(query.error, 'Check your connection and try again.').message}
        onRetry={() => void query.refetch()}
      />
    )
  }
  if (query.isLoading || query.data === undefined) return <Skeleton active />
  return <>{children(query.data)}</>
}

/** Orders, revenue and average order value: the figures of a payment method's and an outlet's row alike. */
function orderColumns<T extends PaymentMethodSales | OutletSales>(): ColumnsType<T> {
  return [
    { title: 'Orders', dataIndex: 'orders', key: 'orders', align: 'right', render: count },
    { title: 'Revenue', dataIndex: 'revenue', key: 'revenue', align: 'right', render: money },
    { title: 'Average order value', dataIndex: 'average_order_value', key: 'aov', align: 'right', render: money },
  ]
}

const PRESETS = (today: Dayjs) => [
  { label: 'Last 7 days', value: [today.subtract(6, 'day'), today] as [Dayjs, Dayjs] },
  { label: 'Last 30 days', value: [today.subtract(29, 'day'), today] as [Dayjs, Dayjs] },
  { label: 'This month', value: [today.startOf('month'), today] as [Dayjs, Dayjs] },
  {
    label: 'Last month',
    value: [today.subtract(1, 'month').startOf('month'), today.subtract(1, 'month').endOf('month')] as [Dayjs, Dayjs],
  },
  { label: 'Last 12 months', value: [today.subtract(1, 'year').add(1, 'day'), today] as [Dayjs, Dayjs] },
]

export default function SalesReportPage() {
  const [params, setParams] = useSearchParams()
  const asked = parsePeriod(params.get('from'), params.get('to'))
  const period: Period = asked ?? lastDays(DEFAULT_DAYS)
  const by: Grouping = GROUPINGS.some((g) => g.value === params.get('by')) ? (params.get('by') as Grouping) : 'day'
  const tooLong = daysIn(period) > REPORT_MAX_DAYS
  const skip = { skip: tooLong }
  const trend = useSalesTrendQuery({ ...period, by }, skip)
  const categories = useSalesByCategoryQuery(period, skip)
  const methods = useSalesByPaymentMethodQuery(period, skip)
  const outlets = useSalesByOutletQuery(period, skip)
  const todayInKampala = lastDays(1).to
  const today = dayjs(todayInKampala)
  // A new, paid or cancelled order changes the figures of a period that includes today.
  useLiveTags(reportsApi.util.invalidateTags, { table: 'orders', tags: ['Report'] }, period.to >= todayInKampala)
  const show = (next: Partial<Period & { by: Grouping }>) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current)
        for (const [key, value] of Object.entries({ ...period, by, ...next })) merged.set(key, value)
        return merged
      },
      { replace: true },
    )

  const withYear = period.from.slice(0, 4) !== period.to.slice(0, 4)
  const parts = [trend, categories, methods, outlets]
  const ready = parts.every((p) => p.data !== undefined && !p.isFetching && !p.isError)
  const exportCsv = () => {
    if (!trend.data || !categories.data || !methods.data || !outlets.data) return
    downloadCsv(
      salesCsvFileName(period),
      salesReportCsv({
        period,
        by,
        trend: trend.data,
        categories: categories.data,
        methods: methods.data,
        outlets: outlets.data,
      }),
    )
  }
  const totals = methods.data ? salesTotals(methods.data) : null

  return (
    <div className="admin-page">
      <Typography.Title level={1}>Sales Report</Typography.Title>
      <Space wrap align="end" size="large" style={{ marginBottom: 16 }}>
        <div>
          <label htmlFor="sales-report-from" className="admin-subtitle" style={{ display: 'block' }}>
            Period
          </label>
          <DatePicker.RangePicker
            id={{ start: 'sales-report-from', end: 'sales-report-to' }}
            value={[dayjs(period.from), dayjs(period.to)]}
            format="D MMM YYYY"
            allowClear={false}
            presets={PRESETS(today)}
            disabledDate={(day) => day.isAfter(today, 'day')}
            onChange={(range) => {
              const [from, to] = range ?? []
              if (from && to) show({ from: toDay(from), to: toDay(to) })
            }}
          />
        </div>
        <div>
          <span id="sales-report-by" className="admin-subtitle" style={{ display: 'block' }}>
            Group by
          </span>
          <Segmented<Grouping>
            aria-labelledby="sales-report-by"
            options={GROUPINGS}
            value={by}
            onChange={(value) => show({ by: value })}
          />
        </div>
        <Button type="primary" onClick={exportCsv} disabled={!ready}>
          Export CSV
        </Button>
      </Space>
      <p>
        {longDay(period.from)} to {longDay(period.to)}, in Kampala time. Sales are orders that were not cancelled.
      </p>
      {tooLong ? (
        <Alert
          type="warning"
          showIcon
          title={`A report covers at most ${REPORT_MAX_DAYS} days. Choose a shorter period.`}
        />
      ) : (
        <>
          <StatCards
            loading={methods.isLoading}
            figures={[
              ['Total Revenue', totals ? money(totals.revenue) : ''],
              ['Total Orders', totals ? count(totals.orders) : ''],
              ['Average Order Value', totals ? money(totals.averageOrderValue) : ''],
            ]}
          />
          <Space direction="vertical" size="middle" style={{ width: '100%', marginTop: 16 }}>
            <ReportSection title={`Revenue by ${by}`}>
              <Part query={trend}>
                {(rows) =>
                  rows.length === 0 ? (
                    <EmptyState title="No sales in this period" />
                  ) : (
                    <BarChart
                      title={`Revenue by ${by}, ${longDay(period.from)} to ${longDay(period.to)}`}
                      data={withEmptyPeriods(period, by, rows, (start) => ({
                        period_start: start,
                        orders: 0,
                        revenue: 0,
                        average_order_value: 0,
                      })).map((row) => ({
                        label:
                          periodLabel(row.period_start, by) +
                          (withYear && by !== 'month' ? ` ${row.period_start.slice(0, 4)}` : ''),
                        value: Number(row.revenue),
                      }))}
                      format={formatMoney}
                      columns={[by === 'day' ? 'Day' : by === 'week' ? 'Week starting' : 'Month', 'Revenue']}
                    />
                  )
                }
              </Part>
            </ReportSection>
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={12}>
                <ReportSection title="By category">
                  <Part query={categories}>
                    {(rows) => (
                      <ScrollRegion label="Sales by category, table">
                        <Table<CategorySales>
                          rowKey={(row) => row.category_id ?? 'none'}
                          dataSource={rows}
                          pagination={false}
                          size="small"
                          locale={{ emptyText: 'No sales in this period' }}
                          columns={[
                            { title: 'Category', key: 'name', render: (_v, row) => row.category_name ?? NO_CATEGORY },
                            { title: 'Units sold', dataIndex: 'units', key: 'units', align: 'right', render: count },
                            { title: 'Revenue', dataIndex: 'revenue', key: 'revenue', align: 'right', render: money },
                          ]}
                        />
                      </ScrollRegion>
                    )}
                  </Part>
                  <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
                    At the prices paid, before coupon discounts and delivery fees.
                  </Typography.Paragraph>
                </ReportSection>
              </Col>
              <Col xs={24} xl={12}>
                <ReportSection title="By payment method">
                  <Part query={methods}>
                    {(rows) => (
                      <ScrollRegion label="Sales by payment method, table">
                        <Table<PaymentMethodSales>
                          rowKey="payment_method"
                          dataSource={rows}
                          pagination={false}
                          size="small"
                          locale={{ emptyText: 'No sales in this period' }}
                          columns={[
                            {
                              title: 'Payment method',
                              key: 'method',
                              render: (_v, row) => paymentMethodLabel(row.payment_method),
                            },
                            ...orderColumns<PaymentMethodSales>(),
                          ]}
                        />
                      </ScrollRegion>
                    )}
                  </Part>
                </ReportSection>
              </Col>
            </Row>
            <ReportSection title="By outlet">
              <Part query={outlets}>
                {(rows) => (
                  <ScrollRegion label="Sales by outlet, table">
                    <Table<OutletSales>
                      rowKey={(row) => row.outlet_id ?? 'none'}
                      dataSource={rows}
                      pagination={false}
                      size="small"
                      locale={{ emptyText: 'No sales in this period' }}
                      columns={[
                        { title: 'Outlet', key: 'name', render: (_v, row) => row.outlet_name ?? NO_OUTLET },
                        ...orderColumns<OutletSales>(),
                      ]}
                    />
                  </ScrollRegion>
                )}
              </Part>
            </ReportSection>
          </Space>
        </>
      )}
    </div>
  )
}
