// What both reports are made of: a titled card for each part (its h2 names the section), the row of headline
// figures, and how counts and sums of money read.
import { formatMoney } from '@shop/shared/money'
import { Card, Col, Row, Statistic } from 'antd'
import { type ReactNode, useId } from 'react'

export const count = (value: number) => value.toLocaleString('en-US')
export const money = (value: number | string) => formatMoney(Number(value))

export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <Card
        title={
          <h2 id={id} className="admin-card-title">
            {title}
          </h2>
        }
      >
        {children}
      </Card>
    </section>
  )
}

/** The report's headline figures, one card each, side by side from medium screens. */
export function StatCards({ figures, loading }: { figures: readonly (readonly [string, string])[]; loading: boolean }) {
  return (
    <Row gutter={[16, 16]}>
      {figures.map(([title, value]) => (
        <Col key={title} xs={24} md={8}>
          <Card>
            <Statistic title={title} loading={loading} value={value} />
          </Card>
        </Col>
      ))}
    </Row>
  )
}
