// A category's URL name (the lower-case name with spaces turned to hyphens). The database makes the
// same one when none is given (private.slugify) and requires this shape, so anything else a name holds
// (&, apostrophes, accents) also becomes a hyphen: "Chef's Specials & Grills" →
// "chef-s-specials-grills". supabase/tests/admin-catalogue.test.ts checks that both sides agree.
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The slugs a test checks on both sides. */
export const SLUG_CASES: [name: string, slug: string][] = [
  ['Fresh Lamb Cuts', 'fresh-lamb-cuts'],
  ['  Goat   Meat ', 'goat-meat'],
  ["Chef's Specials & Grills", 'chef-s-specials-grills'],
  ['Pork 2.0', 'pork-2-0'],
  ['Crème Fraîche', 'cr-me-fra-che'],
]
