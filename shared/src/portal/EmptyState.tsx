// What an empty list says, in the portals: a title, and under it on a line of its own what to do
// ("No products found" / "Get started by adding products to this outlet."). antd's Empty draws it.
import { Empty } from 'antd'
import './empty-state.css'

export function EmptyState({ title, text, simple }: { title: string; text?: string; simple?: boolean }) {
  return (
    <Empty
      image={simple ? Empty.PRESENTED_IMAGE_SIMPLE : undefined}
      description={
        <>
          <span className="empty-state__title">{title}</span>
          {text ? <span className="empty-state__text">{text}</span> : null}
        </>
      }
    />
  )
}
