// Writes the permit PDF beside this file: `npx tsx src/features/certifications/permit/generate.ts`.
import { writeFileSync } from 'node:fs'
import { buildPermitPdf, PERMIT_FILE_NAME } from './permit-pdf.ts'

const file = new URL(`./${PERMIT_FILE_NAME}`, import.meta.url)
writeFileSync(file, await buildPermitPdf())
console.log(`wrote ${file.pathname}`)
