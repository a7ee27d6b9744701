// The downloadable KCCA operating permit: a one-page A4 PDF made with pdf-lib from `KCCA_PERMIT`. The
// output is byte-for-byte reproducible (fixed dates and producer), so the committed file can be checked
// against the generator. Regenerate with `npx tsx src/features/certifications/permit/generate.ts`
// (from mf-storefront/).

import { business } from '@shop/shared/business'
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'
import { KCCA_PERMIT } from '../certificates.ts'
import { PERMIT_FILE_NAME } from './file-name.ts'

export { PERMIT_FILE_NAME }
export const PERMIT_PDF_TITLE = `${KCCA_PERMIT.title} ${KCCA_PERMIT.permitNumber}`

const FIXED_DATE = new Date('2026-01-01T08:00:00Z')
const A4: [number, number] = [595.28, 841.89]
const BRAND = rgb(0.62, 0.11, 0.13)
const TEXT = rgb(0.12, 0.1, 0.09)
const MUTED = rgb(0.36, 0.33, 0.3)

export async function buildPermitPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(PERMIT_PDF_TITLE)
  pdf.setSubject(`Operating permit of ${business.name}`)
  pdf.setAuthor(KCCA_PERMIT.issuer)
  pdf.setProducer('Kampala Meats permit generator')
  pdf.setCreator('Kampala Meats')
  pdf.setCreationDate(FIXED_DATE)
  pdf.setModificationDate(FIXED_DATE)

  const page = pdf.addPage(A4)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const [width, height] = A4
  // Every line is written to fit the page: pdf-lib does not wrap text.
  const left = 64

  page.drawRectangle({ x: 32, y: 32, width: width - 64, height: height - 64, borderColor: BRAND, borderWidth: 3 })
  page.drawRectangle({ x: 32, y: height - 150, width: width - 64, height: 118, color: BRAND })
  page.drawText('THE REPUBLIC OF UGANDA', { x: left, y: height - 70, size: 11, font: bold, color: rgb(1, 1, 1) })
  page.drawText('KAMPALA CAPITAL CITY AUTHORITY', {
    x: left,
    y: height - 96,
    size: 20,
    font: bold,
    color: rgb(1, 1, 1),
  })
  page.drawText('Directorate of Public Health and Environment', {
    x: left,
    y: height - 118,
    size: 11,
    font: regular,
    color: rgb(1, 1, 1),
  })

  page.drawText('OPERATING PERMIT: FOOD PREMISES', { x: left, y: height - 200, size: 18, font: bold, color: BRAND })
  page.drawText(`Permit No. ${KCCA_PERMIT.permitNumber}`, {
    x: left,
    y: height - 226,
    size: 12,
    font: bold,
    color: TEXT,
  })

  const rows: [string, string][] = [
    ['Holder', `${business.name} Ltd`],
    ['Premises', KCCA_PERMIT.premises],
    ['Location', KCCA_PERMIT.address],
    ['Activities', KCCA_PERMIT.activities],
    ['Date of issue', KCCA_PERMIT.issued],
    ['Valid until', KCCA_PERMIT.expires],
  ]
  let y = height - 280
  for (const [label, value] of rows) {
    page.drawText(label, { x: left, y, size: 11, font: bold, color: MUTED })
    page.drawText(value, { x: left + 110, y, size: 11, font: regular, color: TEXT })
    y -= 30
  }

  const conditions = [
    'This permit is issued under the Public Health Act (Cap. 281) and the Kampala Capital',
    'City Act, 2010, after inspection of the premises for hygiene, sanitation and the safe',
    'handling of food. It must be displayed at the premises and is not transferable. It may',
    'be withdrawn if the conditions of issue are not maintained.',
  ]
  y -= 20
  for (const line of conditions) {
    page.drawText(line, { x: left, y, size: 10, font: regular, color: MUTED })
    y -= 16
  }

  page.drawLine({ start: { x: left, y: 150 }, end: { x: left + 200, y: 150 }, thickness: 1, color: TEXT })
  page.drawText('Director, Public Health and Environment', { x: left, y: 134, size: 10, font: regular, color: MUTED })
  page.drawText('Copy for display on the Kampala Meats website.', {
    x: left,
    y: 64,
    size: 9,
    font: regular,
    color: MUTED,
  })

  return pdf.save({ useObjectStreams: false })
}
