// The floating chat button on every storefront page: a panel 'Contact Us' with five preset messages, each
// a WhatsApp chat with the company; Escape or a press outside closes.
import { business } from '@shop/shared/business'
import { useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { PRESET_MESSAGES, whatsappLink, widgetSide } from './presets.ts'
import { useScrollTuck } from './useScrollTuck.ts'
import './chat.css'

export function ChatWidget() {
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const titleId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const tucked = useScrollTuck(open)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    rootRef.current?.querySelector<HTMLElement>('[role="dialog"] a')?.focus()
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the panel
  useEffect(() => setOpen(false), [pathname])

  return (
    <div
      ref={rootRef}
      className={`chat-widget chat-widget--${widgetSide(pathname)}${tucked ? ' chat-widget--tucked' : ''}`}
    >
      {open && (
        <div id={panelId} className="chat-widget__panel" role="dialog" aria-labelledby={titleId}>
          <div className="chat-widget__header">
            <h2 id={titleId}>Contact Us</h2>
            <p>Select a message or start a chat</p>
          </div>
          <ul className="chat-widget__presets">
            {PRESET_MESSAGES.map((preset) => (
              <li key={preset.label}>
                <a
                  href={whatsappLink(business.phone, preset.text)}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => setOpen(false)}
                >
                  {preset.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        className="chat-widget__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((now) => !now)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="26" height="26">
          <path
            fill="currentColor"
            d={
              open
                ? 'M18.3 5.7a1 1 0 0 0-1.4 0L12 10.6 7.1 5.7a1 1 0 1 0-1.4 1.4l4.9 4.9-4.9 4.9a1 1 0 1 0 1.4 1.4l4.9-4.9 4.9 4.9a1 1 0 0 0 1.4-1.4L13.4 12l4.9-4.9a1 1 0 0 0 0-1.4z'
                : 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2zm3 5v2h10V9H7zm0 4v2h7v-2H7z'
            }
          />
        </svg>
        <span className="visually-hidden">{open ? 'Close chat' : 'Chat with us'}</span>
      </button>
    </div>
  )
}
