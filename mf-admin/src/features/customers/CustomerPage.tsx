// One customer (/admin/customers/:id): who they are and their figures, their orders newest first (each
// opens the order's detail on the orders screen), their saved addresses and their subscriptions (the
// shop's launch notices for their e-mail, and SMS order updates). An id that is no UUID is never asked
// for; it, and an id that is no customer's, read "Customer not found".

import { isUuid } from '@shop/shared/ids/uuid'
import { formatMoney } from '@shop/shared/money'
import {
  type OrderStatus,
  orderStatusColor,
  orderStatusLabel,
  type PaymentStatus,
  paymentStatusColor,
  paymentStatusLabel,
  statusTagStyle,
} from '@shop/shared/orders'
import { orderNumber } from '@shop/shared/orders/order-number'
import { EmptyState } from '@shop/shared/portal/empty-state'
import { LoadFailed } from '@shop/shared/portal/load-failed'
import { kampalaDateTime } from '@shop/shared/time/kampala'
import { Descriptions, Skeleton, Table, Tag, Typography } from 'antd'
import { Link, useParams } from 'react-router'
import { type CustomerOrder, customersApi } from './api/customers.ts'
import './customers.css'

const SUBSCRIPTION_TYPES: Record<string, string> = {
  blogs: 'Blog posts',
  campaigns: 'Campaigns',
  default: 'Shop news',
}

function BackToCustomers() {
  return <Link to="/admin/customers">Back to customers</Link>
}

function Orders({ customerId }: { customerId: string }) {
  const orders = customersApi.useCustomerOrdersQuery(customerId)
  if (orders.isError) return <LoadFailed title="Failed to load orders" onRetry={() => orders.refetch()} />
  return (
    <Table<CustomerOrder>
      rowKey="id"
      size="small"
      loading={orders.isLoading}
      dataSource={orders.data ?? []}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: <EmptyState simple title="No orders yet" /> }}
      columns={[
        {
          title: 'Order',
          key: 'order',
          render: (_, row) => <Link to={`/admin/orders?order=${row.id}`}>{orderNumber(row.number)}</Link>,
        },
        {
          title: 'Date',
          dataIndex: 'created_at',
          responsive: ['sm'],
          render: (value: string) => kampalaDateTime(value),
        },
        {
          title: 'Status',
          dataIndex: 'status',
          render: (value: OrderStatus) => (
            <Tag style={statusTagStyle(orderStatusColor(value))}>{orderStatusLabel(value, 'staff')}</Tag>
          ),
        },
        {
          title: 'Payment',
          dataIndex: 'payment_status',
          responsive: ['md'],
          render: (value: PaymentStatus) => (
            <Tag style={statusTagStyle(paymentStatusColor(value))}>{paymentStatusLabel(value)}</Tag>
          ),
        },
        {
          title: 'Total',
          dataIndex: 'total_amount',
          align: 'right',
          render: (value: number) => formatMoney(Number(value)),
        },
      ]}
    />
  )
}

function Addresses({ customerId }: { customerId: string }) {
  const addresses = customersApi.useCustomerAddressesQuery(customerId)
  if (addresses.isError)
    return <LoadFailed title="Failed to load saved addresses" onRetry={() => addresses.refetch()} />
  if (!addresses.data) return <Skeleton active paragraph={{ rows: 2 }} />
  if (addresses.data.length === 0) return <EmptyState simple title="No saved addresses" />
  return (
    <ul className="customers__addresses">
      {addresses.data.map((address) => (
        <li key={address.id}>
          <strong>{address.label}</strong>
          <div>{address.formatted_address || [address.street, address.city].filter(Boolean).join(', ') || '—'}</div>
          {address.instructions ? <Typography.Text type="secondary">{address.instructions}</Typography.Text> : null}
          <div>
            <Typography.Text type="secondary">Last used {kampalaDateTime(address.last_used_at)}</Typography.Text>
          </div>
        </li>
      ))}
    </ul>
  )
}

function Subscriptions({ customerId, email }: { customerId: string; email: string | null }) {
  const notices = customersApi.useCustomerSubscriptionsQuery(email ?? '', { skip: !email })
  const sms = customersApi.useCustomerSmsUpdatesQuery(customerId)
  if (notices.isError || sms.isError)
    return (
      <LoadFailed
        title="Failed to load subscriptions"
        onRetry={() => {
          if (email) void notices.refetch()
          void sms.refetch()
        }}
      />
    )
  if ((email && !notices.data) || !sms.data) return <Skeleton active paragraph={{ rows: 2 }} />
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label="SMS order updates">{sms.data.sms_order_updates ? 'On' : 'Off'}</Descriptions.Item>
      {(notices.data ?? []).map((notice) => (
        <Descriptions.Item key={notice.id} label={SUBSCRIPTION_TYPES[notice.type] ?? notice.type}>
          Subscribed on {kampalaDateTime(notice.created_at)}
        </Descriptions.Item>
      ))}
      {notices.data?.length ? null : <Descriptions.Item label="E-mail notices">Not subscribed</Descriptions.Item>}
    </Descriptions>
  )
}

export default function CustomerPage() {
  const { id } = useParams()
  const wellFormed = isUuid(id)
  const customer = customersApi.useCustomerQuery(id ?? '', { skip: !wellFormed })

  if (!wellFormed || customer.data === null)
    return (
      <div>
        <Typography.Title level={1}>Customer not found</Typography.Title>
        <Typography.Paragraph>Check the link, or find the customer in the list.</Typography.Paragraph>
        <BackToCustomers />
      </div>
    )
  if (customer.isError)
    return (
      <div>
        <Typography.Title level={1}>Customer</Typography.Title>
        <LoadFailed title="Failed to load customer" onRetry={() => customer.refetch()} />
      </div>
    )
  const person = customer.data
  if (!person) return <Skeleton active paragraph={{ rows: 6 }} aria-label="Loading customer" />

  return (
    <div>
      <BackToCustomers />
      <Typography.Title level={1}>{person.full_name}</Typography.Title>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
        <Descriptions.Item label="Phone">
          {person.phone ? <a href={`tel:${person.phone}`}>{person.phone}</a> : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="Email">
          {person.email ? (
            <a className="customers__person" href={`mailto:${person.email}`}>
              {person.email}
            </a>
          ) : (
            '—'
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Orders">{person.orders}</Descriptions.Item>
        <Descriptions.Item label="Total Spent">{formatMoney(Number(person.total_spent))}</Descriptions.Item>
        <Descriptions.Item label="Last Order">
          {person.last_order_at ? kampalaDateTime(person.last_order_at) : 'No orders yet'}
        </Descriptions.Item>
        <Descriptions.Item label="Customer since">{kampalaDateTime(person.joined_at)}</Descriptions.Item>
      </Descriptions>

      <section className="customers__section" aria-labelledby="customer-orders">
        <Typography.Title level={2} id="customer-orders" style={{ fontSize: 20 }}>
          Orders
        </Typography.Title>
        <Orders customerId={person.id} />
      </section>
      <section className="customers__section" aria-labelledby="customer-addresses">
        <Typography.Title level={2} id="customer-addresses" style={{ fontSize: 20 }}>
          Saved addresses
        </Typography.Title>
        <Addresses customerId={person.id} />
      </section>
      <section className="customers__section" aria-labelledby="customer-subscriptions">
        <Typography.Title level={2} id="customer-subscriptions" style={{ fontSize: 20 }}>
          Subscriptions
        </Typography.Title>
        <Subscriptions customerId={person.id} email={person.email} />
      </section>
    </div>
  )
}
