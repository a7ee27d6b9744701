// The phone's filter drawer: a modal <dialog> (focus kept inside, Esc closes, the page behind inert)
// sliding in from the side, holding the same filters as the wide screen's sidebar.
import { type ReactNode, useEffect, useRef } from 'react'

interface Props {
  open: boolean
  onClose: () => void
  resultCount: number | undefined
  children: ReactNode
}

export function FilterDrawer({ open, onClose, resultCount, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Esc, which the dialog handles natively
    <dialog
      ref={dialog}
      className="filter-drawer"
      aria-labelledby="filter-drawer-title"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className="filter-drawer__panel">
        <div className="filter-drawer__header">
          <h2 id="filter-drawer-title">Filters</h2>
          <button type="button" className="filter-drawer__close" onClick={onClose} aria-label="Close filters">
            ×
          </button>
        </div>
        <div className="filter-drawer__body">{open ? children : null}</div>
        <div className="filter-drawer__footer">
          <button type="button" className="button button--primary add-to-cart--block" onClick={onClose}>
            {resultCount === undefined
              ? 'Show products'
              : `Show ${resultCount} ${resultCount === 1 ? 'product' : 'products'}`}
          </button>
        </div>
      </div>
    </dialog>
  )
}
