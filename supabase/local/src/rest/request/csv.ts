// RFC 4180 CSV with a header line, read into one record per line (Data.Csv's decodeByName):
// quoted fields may hold commas, newlines and doubled quotes; every line needs as many fields as
// the header.
import { invalidBody } from '../errors.ts'

function records(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let fieldValue = ''
  let i = 0
  let quoted = false
  let fieldStarted = false
  while (i < text.length) {
    const ch = text[i] as string
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          fieldValue += '"'
          i += 2
          continue
        }
        quoted = false
        i++
        if (i < text.length && !',\r\n'.includes(text[i] as string)) {
          throw invalidBody(`parse error (Failed reading: satisfy) at "${text.slice(i, i + 20)}"`)
        }
        continue
      }
      fieldValue += ch
      i++
      continue
    }
    if (ch === '"' && !fieldStarted) {
      quoted = true
      fieldStarted = true
      i++
    } else if (ch === ',') {
      row.push(fieldValue)
      fieldValue = ''
      fieldStarted = false
      i++
    } else if (ch === '\r' || ch === '\n') {
      row.push(fieldValue)
      rows.push(row)
      row = []
      fieldValue = ''
      fieldStarted = false
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1
    } else {
      fieldValue += ch
      fieldStarted = true
      i++
    }
  }
  if (quoted) throw invalidBody('parse error (not enough input) at ""')
  if (fieldStarted || row.length) {
    row.push(fieldValue)
    rows.push(row)
  }
  return rows
}

export function parseCsv(text: string): Record<string, string>[] {
  const [header, ...lines] = records(text)
  if (!header) throw invalidBody('parse error (not enough input) at ""')
  return lines.map((line) => {
    if (line.length !== header.length) throw invalidBody('All lines must have same number of fields')
    return Object.fromEntries(header.map((name, i) => [name, line[i] as string]))
  })
}
