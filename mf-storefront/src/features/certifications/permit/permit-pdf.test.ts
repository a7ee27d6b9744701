import { readFileSync } from 'node:fs'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { KCCA_PERMIT } from '../certificates.ts'
import { buildPermitPdf, PERMIT_FILE_NAME, PERMIT_PDF_TITLE } from './permit-pdf.ts'

describe('the downloadable operating permit from the city authority', () => {
  it('the committed PDF is what the generator makes (regenerate it after changing the permit)', async () => {
    const committed = readFileSync(new URL(`./${PERMIT_FILE_NAME}`, import.meta.url))
    expect(Buffer.from(await buildPermitPdf()).equals(committed)).toBe(true)
  })

  it('is a one-page A4 PDF titled with the KCCA permit number', async () => {
    const pdf = await PDFDocument.load(await buildPermitPdf())
    expect(pdf.getPageCount()).toBe(1)
    const { width, height } = pdf.getPage(0).getSize()
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842])
    expect(pdf.getTitle()).toBe(PERMIT_PDF_TITLE)
    expect(PERMIT_PDF_TITLE).toContain(KCCA_PERMIT.permitNumber)
  })
})
