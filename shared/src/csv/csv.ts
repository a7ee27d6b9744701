// CSV for the back office's exports (subscriptions, reports): RFC 4180 text that spreadsheets open safely.

export type CsvCell = string | number | boolean | null | undefined

/**
 * A cell that starts with `=`, `+`, `-` or `@` (or a tab or carriage return) would run as a formula in
 * Excel or Sheets: it is prefixed with `'` so it reads as text (OWASP, "CSV Injection"). Numbers are left
 * alone: a negative amount is a value, not a formula.
 */
function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

function quoted(cell: CsvCell): string {
  if (cell === null || cell === undefined) return ''
  const text = typeof cell === 'string' ? neutralised(cell) : String(cell)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One header line and one line per row, CRLF-separated as RFC 4180 has it. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${[header, ...rows].map((row) => row.map(quoted).join(',')).join('\r\n')}\r\n`
}

/** Saves the text as a file through the browser's download (a BOM so Excel reads UTF-8 names right). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }))
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
