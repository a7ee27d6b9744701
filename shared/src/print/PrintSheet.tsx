// Prints one document: it is put beside the app (a portal on <body>), hidden on screen, and the print
// stylesheet shows it alone, on its paper, while everything else on the page is left out of the print.
// The browser's print dialog opens once the document is on the page; the document stays until another
// is printed or the screen that asked for it closes, so printing again from the dialog prints the same.
import { type ReactNode, useEffect } from 'react'
import { createPortal } from 'react-dom'
import type { Paper } from './printable-order.ts'
import './print.css'

interface Props {
  paper: Paper
  /** Changes with each request to print, so the same document can be printed twice. */
  request: number
  children: ReactNode
}

export function PrintSheet({ paper, request, children }: Props) {
  useEffect(() => {
    document.body.classList.add('printing')
    return () => document.body.classList.remove('printing')
  }, [])
  useEffect(() => {
    // After the document is on the page (this effect runs once it is).
    if (request > 0) window.print()
  }, [request])
  return createPortal(
    <div className={`print-sheet print-sheet--${paper}`} data-paper={paper}>
      {children}
    </div>,
    document.body,
  )
}
