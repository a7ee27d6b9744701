// The edit and delete icons of a card (an outlet card, or a product card of an outlet). Shown while the
// card is hovered or holds the keyboard focus (focus-within), and always on touch screens and narrow ones
// (outlets.css); each icon button is named for what it does to what ("Edit Kololo outlet"), its tooltip
// says it in a word.
import { DeleteOutlined, EditOutlined } from '@ant-design/icons'
import { Button, Tooltip } from 'antd'

interface Props {
  editLabel: string
  deleteLabel: string
  /** The delete icon's tooltip: "Delete", or "Remove" for a product taken off an outlet. */
  deleteWord?: string
  onEdit(): void
  onDelete(): void
}

export function CardActions({ editLabel, deleteLabel, deleteWord = 'Delete', onEdit, onDelete }: Props) {
  return (
    <span className="card-actions">
      <Tooltip title="Edit">
        <Button icon={<EditOutlined />} aria-label={editLabel} onClick={onEdit} />
      </Tooltip>
      <Tooltip title={deleteWord}>
        <Button danger icon={<DeleteOutlined />} aria-label={deleteLabel} onClick={onDelete} />
      </Tooltip>
    </span>
  )
}
