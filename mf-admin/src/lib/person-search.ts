// The people searches of the admin (riders, employees): a case-insensitive substring of the full name,
// e-mail or phone; a phone typed the local way ("0701 733 905") finds its stored +256 form.
import { phoneMatches } from '@shop/shared/phone/search'

export interface Searchable {
  full_name: string
  email: string | null
  phone: string | null
}

export function matchesPerson(person: Searchable, typed: string): boolean {
  const term = typed.trim().toLowerCase()
  if (!term) return true
  return (
    [person.full_name, person.email ?? '', person.phone ?? ''].some((value) => value.toLowerCase().includes(term)) ||
    phoneMatches(person.phone, typed)
  )
}
