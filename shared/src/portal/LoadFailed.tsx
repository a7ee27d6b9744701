// What a portal screen shows when its data could not be read: "Failed to load …" and a Retry that reads
// it again. antd's Alert, compiled into each portal with that portal's antd.
import { Alert, Button } from 'antd'

export interface LoadFailedProps {
  /** What could not be loaded, e.g. "Failed to load riders". */
  title: string
  /** What to do about it, when the title alone does not say. */
  description?: string
  onRetry(): void
}

export function LoadFailed({ title, description, onRetry }: LoadFailedProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={description}
      action={<Button onClick={onRetry}>Retry</Button>}
    />
  )
}
