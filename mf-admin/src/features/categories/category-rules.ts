// What the categories screen decides on its own: which rows a search shows, and what a refused save means.
import type { ApiError } from '@shop/shared/api'

export interface Searchable {
  name: string | null
  slug: string | null
  description: string | null
}

/** Rows whose name, slug or description contains every word typed, ignoring case. */
export function matchesSearch(row: Searchable, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean)
  const text = `${row.name ?? ''} ${row.slug ?? ''} ${row.description ?? ''}`.toLowerCase()
  return words.every((word) => text.includes(word))
}

/** The form's message for a refused save: a taken name or slug (unique_violation, 23505) is named. */
export function saveFailureMessage(error: Pick<ApiError, 'code'> | undefined): string {
  if (error?.code === '23505') {
    return 'A category with this name or URL name already exists. Choose another name.'
  }
  return 'Failed to save category. Nothing was lost: check your connection, then save again.'
}
