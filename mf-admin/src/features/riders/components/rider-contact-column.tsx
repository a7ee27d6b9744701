// The "Rider" column of the riders screen's tables: name, then e-mail and phone under it.
import { Typography } from 'antd'
import type { ColumnType } from 'antd/es/table'
import type { Rider } from '../api/riders.ts'

export const riderContactColumn: ColumnType<Rider> = {
  title: 'Rider',
  key: 'rider',
  render: (_, rider) => (
    <div style={{ display: 'flex', flexDirection: 'column' }}>
      <strong>{rider.full_name}</strong>
      <Typography.Text type="secondary">{rider.email}</Typography.Text>
      <Typography.Text type="secondary">{rider.phone}</Typography.Text>
    </div>
  ),
}
