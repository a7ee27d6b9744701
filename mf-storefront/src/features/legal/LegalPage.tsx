import type { ReactNode } from 'react'
import './legal.css'

/** The frame of /privacy and /terms: title, date of the text, the sections. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <main className="page legal">
      <h1>{title}</h1>
      <p className="legal__updated">Last updated: {updated}</p>
      {children}
    </main>
  )
}
