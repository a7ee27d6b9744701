// The riders' search (backoffice spec): a case-insensitive substring of the full name, e-mail or phone.
export interface Searchable {
  full_name: string
  email: string | null
  phone: string | null
}

export function matchesRider(rider: Searchable, typed: string): boolean {
  const term = typed.trim().toLowerCase()
  if (!term) return true
  return [rider.full_name, rider.email ?? '', rider.phone ?? ''].some((value) => value.toLowerCase().includes(term))
}
