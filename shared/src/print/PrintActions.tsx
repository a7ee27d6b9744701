// "Print packing ticket" and "Print receipt" for one order, on the paper chosen beside them (A4 or the
// 80 mm receipt roll; the choice is kept on this device, where the printer is).
import { Button, Radio, Space } from 'antd'
import { useState } from 'react'
import { PackingTicket } from './PackingTicket.tsx'
import { PrintSheet } from './PrintSheet.tsx'
import type { Paper, PrintableOrder } from './printable-order.ts'
import { Receipt } from './Receipt.tsx'

const PAPER_KEY = 'print-paper'

function storedPaper(): Paper {
  try {
    return localStorage.getItem(PAPER_KEY) === 'roll' ? 'roll' : 'a4'
  } catch {
    return 'a4'
  }
}

type Document = 'ticket' | 'receipt'

export function PrintActions({ order }: { order: PrintableOrder }) {
  const [paper, setPaper] = useState<Paper>(storedPaper)
  const [printing, setPrinting] = useState<{ document: Document; request: number } | null>(null)
  const print = (document: Document) => setPrinting((now) => ({ document, request: (now?.request ?? 0) + 1 }))
  const choose = (value: Paper) => {
    setPaper(value)
    try {
      localStorage.setItem(PAPER_KEY, value)
    } catch {
      // Storage disabled: the choice holds for this screen.
    }
  }
  return (
    <Space wrap className="order-detail__print">
      <Button onClick={() => print('ticket')}>Print packing ticket</Button>
      <Button onClick={() => print('receipt')}>Print receipt</Button>
      <Radio.Group
        aria-label="Paper"
        optionType="button"
        value={paper}
        onChange={(event) => choose(event.target.value as Paper)}
        options={[
          { value: 'a4', label: 'A4 paper' },
          { value: 'roll', label: '80 mm receipt roll' },
        ]}
      />
      {printing ? (
        <PrintSheet paper={paper} request={printing.request}>
          {printing.document === 'ticket' ? <PackingTicket order={order} /> : <Receipt order={order} />}
        </PrintSheet>
      ) : null}
    </Space>
  )
}
