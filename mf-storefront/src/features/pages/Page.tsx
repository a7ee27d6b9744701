import type { ReactNode } from 'react'

/** A page of the storefront: its heading and what it has so far. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main className="page">
      <h1>{title}</h1>
      {children}
    </main>
  )
}
