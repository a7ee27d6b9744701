import { describe, expect, it } from 'vitest'
import { toCsv } from './csv.ts'

describe('toCsv', () => {
  it('writes a header and one CRLF-ended line per row', () => {
    expect(toCsv(['email', 'type'], [['a@x.ug', 'newsletter']])).toBe('email,type\r\na@x.ug,newsletter\r\n')
  })

  it('quotes commas, quotes and line breaks as RFC 4180 has it', () => {
    expect(toCsv(['name'], [['Nakato, Sarah'], ['say "hi"'], ['two\nlines']])).toBe(
      'name\r\n"Nakato, Sarah"\r\n"say ""hi"""\r\n"two\nlines"\r\n',
    )
  })

  it('neutralises text cells that a spreadsheet would run as a formula', () => {
    expect(toCsv(['v'], [['=HYPERLINK("x")'], ['+256'], ['-1'], ['@SUM(A1)']])).toBe(
      'v\r\n"\'=HYPERLINK(""x"")"\r\n\'+256\r\n\'-1\r\n\'@SUM(A1)\r\n',
    )
  })

  it('keeps numbers as numbers and leaves empty cells empty', () => {
    expect(toCsv(['a', 'b', 'c'], [[-1500, null, true]])).toBe('a,b,c\r\n-1500,,true\r\n')
  })
})
